import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import express from 'express';
import request from 'supertest';
import { parse as parseYaml } from 'yaml';
import { buildSubmission } from '../factories/submission';
import { checkedAgainstOpenApi, takeOpenApiViolations } from '../setup/openapi-check';

const doc = parseYaml(readFileSync(path.resolve(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ ...doc, $id: 'doc' });
const schema = (name: string) => ajv.compile({ $ref: `doc#/components/schemas/${name}` });

/** The request schemas say what the server accepts and refuses. */
describe('openapi.yaml request schemas', () => {
  const submission = schema('SubmittedProperty');
  const batch = schema('BatchRequest');
  const geocode = schema('GeocodeRequest');

  it('lists a relative server first, so "Try it out" works on any host and port', () => {
    expect((doc.servers as Array<{ url: string }>)[0]!.url).toBe('/');
  });

  it.each([
    ['a status in another letter case', { status: 'For Sale' }],
    ['a numeric external_id', { external_id: 12345 }],
    ['a lower-case currency', { financial: { price_current: 100, currency: 'usd' } }],
    ['the price as `price`', { financial: undefined, price: 250000 }],
  ])('accepts %s, as the server does', (_what, overrides: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...buildSubmission(), ...overrides };
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
    expect(submission(body)).toBe(true);
  });

  it.each([
    ['no price in either form', { financial: null, price: undefined }],
    ['a status outside the vocabulary', { status: 'rented' }],
    ['an ftp URL', { url: 'ftp://example.org/x' }],
    ['a currency that is not three letters', { financial: { price_current: 1, currency: 'dollars' } }],
    ['a latitude without a longitude', { location: { latitude: 10 } }],
    ['a price that rounds to 0', { financial: { price_current: 0.001 } }],
    ['a price that rounds out of its column', { financial: { price_current: 999999999999.999 } }],
    ['a year before 1000', { construction: { year_built: 999 } }],
  ])('refuses %s, as the server does', (_what, overrides: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...buildSubmission(), ...overrides };
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
    expect(submission(body)).toBe(false);
  });

  it('requires an external_id on every batch item', () => {
    const item = buildSubmission();
    expect(batch({ properties: [item] })).toBe(true);
    const { external_id: _dropped, ...withoutId } = item;
    expect(batch({ properties: [withoutId] })).toBe(false);
  });

  it('lets a geocode body without a string address through (answered 200 INVALID_REQUEST)', () => {
    expect(geocode({})).toBe(true);
    expect(geocode({ address: 42 })).toBe(true);
  });
});

/** The response check every test runs through (test/setup/openapi-check.ts) reports what the document does not describe. */
describe('the OpenAPI response check', () => {
  const app = express();
  app.get('/api/v1/properties', (_req, res) => void res.json({ success: true, data: 'not a list' }));
  app.get('/api/v1/properties/stats', (_req, res) => void res.status(418).json({}));
  app.get('/api/v1/undocumented', (_req, res) => void res.json({ ok: true }));
  app.use((_req, res) => void res.status(404).json({ success: false, error: { code: 'NOT_FOUND', message: 'x', request_id: 'r' } }));
  const checked = checkedAgainstOpenApi(app);

  afterEach(() => takeOpenApiViolations());

  it('names the operation and what is wrong with its body', async () => {
    await request(checked).get('/api/v1/properties');
    expect(takeOpenApiViolations()).toEqual([expect.stringMatching(/^GET \/api\/v1\/properties -> 200: body does not match the documented schema/)]);
  });

  it('names a status the operation does not document', async () => {
    await request(checked).get('/api/v1/properties/stats');
    expect(takeOpenApiViolations()).toEqual([expect.stringMatching(/^GET \/api\/v1\/properties\/stats -> 418: status 418 is not documented/)]);
  });

  it('names an undocumented operation', async () => {
    await request(checked).get('/api/v1/undocumented');
    expect(takeOpenApiViolations()).toEqual([expect.stringContaining('GET /api/v1/undocumented -> 200: undocumented operation')]);
  });

  it('accepts the 404 error envelope of an unknown route', async () => {
    await request(checked).get('/no/such/route');
    expect(takeOpenApiViolations()).toEqual([]);
  });
});
