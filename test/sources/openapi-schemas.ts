import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(parse(readFileSync(path.join(__dirname, '../../openapi.yaml'), 'utf8')), 'openapi');

/** The errors of `body` against a schema of openapi.yaml's components (empty when it conforms). */
export function schemaErrors(schema: string, body: unknown): unknown[] {
  const validate = ajv.getSchema(`openapi#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema} in openapi.yaml`);
  return validate(body) ? [] : (validate.errors ?? []);
}
