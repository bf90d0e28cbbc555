import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Express } from 'express';
import { parse as parseYaml } from 'yaml';

/**
 * Every response a test receives through startTestApp is checked against
 * openapi.yaml: its path and method must be a documented operation, its status
 * documented for it, and its JSON body valid against the documented schema.
 * A response of an undocumented route must be the 404 error envelope.
 * Violations are collected here and fail the test that caused them
 * (test/setup/openapi-after-each.ts), naming the operation and status.
 *
 * Not checked: CORS preflights (OPTIONS, answered by the cors middleware for
 * any path) and Swagger UI's static files under /swagger.
 */

const DOCUMENT_FILE = path.resolve(__dirname, '..', '..', 'openapi.yaml');
const DOC_ID = 'https://property-data-service.test/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface Operation {
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  /** Literal segments count more than templated ones: /properties/stats before /properties/{id}. */
  readonly literals: number;
}

type Json = Record<string, unknown>;

/**
 * The document as an object. Parsing the YAML takes seconds on a busy machine
 * and every test file would pay it: the parse is kept as JSON, keyed by the
 * text's hash, so it is redone only when openapi.yaml changes.
 */
function loadDocument(): Json {
  const text = readFileSync(DOCUMENT_FILE, 'utf8');
  const cacheDir = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'pds-openapi');
  const cached = path.join(cacheDir, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as Json;
  } catch {
    const doc = parseYaml(text) as Json;
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, JSON.stringify(doc));
    return doc;
  }
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

class OpenApiChecker {
  private readonly doc: Json;
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor() {
    this.doc = loadDocument();
    this.ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...this.doc, $id: DOC_ID });
    const paths = (this.doc.paths ?? {}) as Record<string, Json>;
    for (const [template, item] of Object.entries(paths)) {
      const segments = template.split('/');
      const pattern = new RegExp(
        `^${segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
      );
      const literals = segments.filter((s) => s && !s.startsWith('{')).length;
      for (const method of METHODS) if (item[method]) this.operations.push({ method, template, pattern, literals });
    }
    this.operations.sort((a, b) => b.literals - a.literals);
  }

  /** A JSON pointer in the document, following a `$ref` at its end. */
  private resolve(pointer: string): { pointer: string; value: Json } {
    let value: unknown = this.doc;
    for (const part of pointer.split('/').slice(1)) {
      value = (value as Json)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    const ref = (value as Json | undefined)?.$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) return this.resolve(ref.slice(1));
    return { pointer, value: value as Json };
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  private errorsOf(pointer: string, body: unknown): string | undefined {
    const validate = this.validator(pointer);
    if (validate(body)) return undefined;
    return this.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
  }

  /** A description of what is wrong with this response, or undefined when it matches the document. */
  check(method: string, urlPath: string, status: number, contentType: string | undefined, text: string): string | undefined {
    const lower = method.toLowerCase();
    const label = `${method} ${urlPath} -> ${status}`;
    const forPath = this.operations.filter((o) => o.pattern.test(urlPath));
    const operation = forPath.find((o) => o.method === lower) ?? (lower === 'head' ? forPath.find((o) => o.method === 'get') : undefined);
    const body = this.parse(contentType, text);
    if (!operation) {
      if (status !== 404 && status !== 405) {
        return `${label}: undocumented operation (no ${lower.toUpperCase()} for this path in openapi.yaml)`;
      }
      const problems = body.json ? this.errorsOf('/components/schemas/ErrorResponse', body.value) : 'not JSON';
      return problems ? `${label}: an undocumented route must answer the error envelope: ${problems}` : undefined;
    }
    const opLabel = `${operation.method.toUpperCase()} ${operation.template} -> ${status}`;
    const responsesPointer = `/paths/${escapePointer(operation.template)}/${operation.method}/responses`;
    const responses = this.resolve(responsesPointer).value ?? {};
    const key = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((k) => k in responses);
    if (!key) return `${opLabel}: status ${status} is not documented for this operation (${label})`;
    const response = this.resolve(`${responsesPointer}/${key}`);
    const content = response.value?.content as Record<string, Json> | undefined;
    if (!content || lower === 'head') return undefined;
    const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const documented = Object.keys(content).find((m) => m.toLowerCase() === mediaType) ?? (content['*/*'] ? '*/*' : undefined);
    if (!documented) return `${opLabel}: content type "${mediaType}" is not documented (documented: ${Object.keys(content).join(', ')})`;
    if (!content[documented]?.schema || !body.json) return undefined;
    const problems = this.errorsOf(`${response.pointer}/content/${escapePointer(documented)}/schema`, body.value);
    return problems ? `${opLabel}: body does not match the documented schema: ${problems}` : undefined;
  }

  private parse(contentType: string | undefined, text: string): { json: boolean; value?: unknown } {
    if (!/json/i.test(contentType ?? '')) return { json: false };
    try {
      return { json: true, value: JSON.parse(text) };
    } catch {
      return { json: true, value: text };
    }
  }
}

let checker: OpenApiChecker | undefined;
const violations: string[] = [];

/** Violations since the last call, emptied. */
export function takeOpenApiViolations(): string[] {
  return violations.splice(0);
}

function exempt(method: string, urlPath: string): boolean {
  return method === 'OPTIONS' || urlPath === '/swagger' || urlPath.startsWith('/swagger/');
}

type End = ServerResponse['end'];
type Write = ServerResponse['write'];

/** The app, with every answer it gives checked against openapi.yaml. */
export function checkedAgainstOpenApi(app: Express): Express {
  checker ??= new OpenApiChecker();
  const active = checker;
  const wrapped = function (req: IncomingMessage, res: ServerResponse, next?: unknown) {
    const method = req.method ?? 'GET';
    const urlPath = (req.url ?? '/').split('?')[0]!;
    if (!exempt(method, urlPath)) {
      const chunks: Buffer[] = [];
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as Write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        const header = res.getHeader('content-type');
        const problem = active.check(method, urlPath, res.statusCode, header === undefined ? undefined : String(header), Buffer.concat(chunks).toString('utf8'));
        if (problem) violations.push(problem);
        return end(chunk, ...rest);
      }) as End;
    }
    return (app as unknown as (req: IncomingMessage, res: ServerResponse, next?: unknown) => void)(req, res, next);
  };
  Object.setPrototypeOf(wrapped, app);
  return wrapped as unknown as Express;
}
