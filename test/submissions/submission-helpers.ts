import type { Express } from 'express';
import request from 'supertest';
import type { TestApp } from '../setup/app';
import { ADMIN, issueToken } from '../setup/tokens';

export const SINGLE = '/connectors/properties/single';
export const BATCH = '/connectors/properties/batch';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Connector {
  readonly source: string;
  readonly token: string;
}

let sources = 0;

/** A connector token for a fresh source, issued through the admin endpoint. */
export async function newConnector(app: Express, source = `sub-${process.pid}-${++sources}`): Promise<Connector> {
  const { token } = await issueToken(app, { service_name: `submissions-test-${source}`, source });
  return { source, token };
}

/**
 * A connector for a fresh source, issued in beforeAll of the enclosing describe
 * block (after `t` has started): read its members only inside hooks and tests.
 */
export function useConnector(t: TestApp): Connector {
  const connector = {} as Connector;
  beforeAll(async () => {
    Object.assign(connector, await newConnector(t.app));
  });
  return connector;
}

export function postSingle(app: Express, connector: Connector, body: unknown, headers: Record<string, string> = {}) {
  const req = request(app).post(SINGLE).set('Authorization', `Bearer ${connector.token}`).set('X-Connector-Source', connector.source);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req.send(body as object);
}

export function postBatch(app: Express, connector: Connector, body: unknown, headers: Record<string, string> = {}) {
  const req = request(app).post(BATCH).set('Authorization', `Bearer ${connector.token}`).set('X-Connector-Source', connector.source);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req.send(body as object);
}

export interface AddressView {
  formatted: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
}

/** The detail view (spec 2.2), as far as these tests read it. */
export interface PropertyDetail {
  id: string;
  external_id: string | null;
  source: string;
  title: string | null;
  property_type: string | null;
  property_subtype: string | null;
  status: string;
  address: AddressView;
  location: { latitude: number | null; longitude: number | null } | null;
  financial: { price_current: number | null; currency: string | null; price_per_sqm: number | null };
  rooms: { bedrooms_total: number | null; bathrooms_total: number | null };
  listing: { listing_status: string | null; listing_date: string | null; days_on_market: number | null };
  images: Array<{ url: string; type: string | null; order: number }>;
  created_at: string;
  updated_at: string;
}

/** An item of the list (spec 2.1). */
export interface PropertyListItem {
  id: string;
  external_id: string | null;
  source: string;
  [field: string]: unknown;
}

/** The detail view (spec 4.3) of a property; fails the test unless it is 200. */
export async function detail(app: Express, id: string): Promise<PropertyDetail> {
  const res = await request(app).get(`/api/v1/properties/${id}`);
  if (res.status !== 200) throw new Error(`GET property ${id}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as PropertyDetail;
}

/** The list (spec 4.2) with these query parameters. */
export async function list(
  app: Express,
  query: Record<string, string | number> = {},
): Promise<{ data: PropertyListItem[]; metadata: { total: number; limit: number; offset: number; has_more: boolean } }> {
  const res = await request(app).get('/api/v1/properties').query(query);
  if (res.status !== 200) throw new Error(`GET properties: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: PropertyListItem[]; metadata: { total: number; limit: number; offset: number; has_more: boolean } };
}

/** Statistics (spec 4.4) without the timestamp, for before/after comparisons. */
export async function stats(app: Express): Promise<Record<string, unknown>> {
  const res = await request(app).get('/api/v1/properties/stats');
  if (res.status !== 200) throw new Error(`GET stats: ${res.status} ${JSON.stringify(res.body)}`);
  const { timestamp: _timestamp, ...rest } = res.body.data as Record<string, unknown>;
  return rest;
}

/** The 422 of spec 4.5 with the contract's request_id and details, for these errors. */
export function validationFailed(errors: Array<{ field: string; message: string | unknown }>, requestId: unknown = expect.any(String)) {
  return {
    success: false,
    error: { code: 'VALIDATION_FAILED', message: expect.any(String), request_id: requestId, details: errors },
    validation: { passed: false, errors },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `probe` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** Registers a source's trust through the admin endpoint (contract section 13); fails the test unless it is 200. */
export async function setTrust(app: Express, source: string, trust: number): Promise<void> {
  const res = await request(app).put(`/admin/sources/${source}`).set('Authorization', ADMIN).send({ trust });
  if (res.status !== 200) throw new Error(`PUT source ${source}: ${res.status} ${JSON.stringify(res.body)}`);
}
