import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { ADMIN, issueToken as issueAdminToken } from '../setup/tokens';

/** Unique per test process, so rows of different files and runs never collide. */
const RUN = randomBytes(3).toString('hex');
let batchCounter = 0;

/**
 * `n` valid batch items with coordinates supplied (no geocoding upstream), each
 * a distinct address and external id.
 */
export function buildItems(n: number, prefix = `b${++batchCounter}`): Array<Record<string, unknown>> {
  return Array.from({ length: n }, (_, i) => ({
    external_id: `${RUN}-${prefix}-${i}`,
    title: `Listing ${i}`,
    property_type: 'residential',
    property_subtype: 'house',
    status: 'for_sale',
    financial: { price_current: 100_000 + i, currency: 'USD' },
    address: {
      street: `${i + 1} ${prefix}${RUN} Street`,
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    },
    location: { latitude: 39.78 + (i % 1000) / 100_000, longitude: -89.65 - Math.floor(i / 1000) / 100_000 },
    dimensions: { square_meters_total: 120 },
    rooms: { bedrooms_total: 3, bathrooms_total: 2 },
  }));
}

export interface TokenData {
  token: string;
  source: string;
}

/** Issues a connector token for a fresh source through the admin endpoint of `baseUrl` (a real process). */
export async function issueTokenAt(baseUrl: string, source = `batches-${RUN}-${++batchCounter}`): Promise<TokenData> {
  const res = await fetch(`${baseUrl}/admin/tokens/service`, {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ service_name: 'batch-tests', source, roles: ['connector'] }),
  });
  if (res.status !== 201) throw new Error(`issuing a token failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: string } };
  return { token: body.data.token, source };
}

export function connectorHeaders(t: TokenData): Record<string, string> {
  return { Authorization: `Bearer ${t.token}`, 'X-Connector-Source': t.source, 'Content-Type': 'application/json' };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Issues a connector token for a fresh source through the admin endpoint of an in-process app. */
export async function issueToken(app: Express, source = `batches-${RUN}-${++batchCounter}`): Promise<TokenData> {
  const { token } = await issueAdminToken(app, { service_name: 'batch-tests', source });
  return { token, source };
}

/** The part of the error envelope every failure shares. */
export function errorBody(code: string) {
  return { success: false, error: { code, message: expect.any(String), request_id: expect.any(String) } };
}

export interface BatchResult {
  external_id: string;
  property_id: string | null;
  status: string;
  duplicate?: boolean;
  errors?: Array<{ field: string; message: string }>;
  reason?: string;
}

/** What GET /api/v1/connectors/batches/{batch_id} answers. */
export interface BatchStatusBody {
  success: boolean;
  data: {
    batch_id: string;
    status: string;
    summary: Record<string, number>;
    progress: { processed: number; total: number; percent: number };
    results: BatchResult[];
    created_at: string;
    started_at: string | null;
    completed_at: string | null;
  };
  metadata: { total: number; limit: number; offset: number; has_more: boolean };
}
