import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import type { Queryable } from '../../src/db/pool';
import type { DeliveryAttempt } from '../../src/modules/webhooks/delivery-log.repository';
import { insertProperty, type PropertyRow } from '../factories/property-rows';
import { issueToken } from '../setup/tokens';

/** Environment of a test app whose worker delivers quickly to receivers on 127.0.0.1. */
export const FAST_WEBHOOKS: Record<string, string> = {
  PDS_WEBHOOK_ALLOW_PRIVATE: 'true',
  PDS_WEBHOOK_POLL_INTERVAL_MS: '50',
  PDS_WEBHOOK_RETRY_BASE_MS: '100',
  PDS_WEBHOOK_TIMEOUT_MS: '3000',
};

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: { seq: number; property_id: string; changed_fields: string[]; property: Record<string, unknown> } };
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/** A webhook receiver on 127.0.0.1: records every request, answers what `answer` says (200 by default). */
export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  /** 'hang': never answer this request. */
  answer: (n: number, req: Received) => Answer | 'hang';
  close(): Promise<void>;
}

export async function startReceiver(path = '/hook'): Promise<Receiver> {
  const received: Received[] = [];
  const receiver = { received, answer: (() => ({ status: 200 })) as Receiver['answer'] } as Receiver & { url: string; close: () => Promise<void> };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Received['json'];
      try {
        json = JSON.parse(body) as Received['json'];
      } catch {
        json = {} as Received['json'];
      }
      const entry: Received = { path: req.url ?? '', headers: req.headers, body, json, at: Date.now() };
      received.push(entry);
      const answer = receiver.answer(received.length, entry);
      if (answer === 'hang') return;
      res.writeHead(answer.status, answer.headers ?? {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}${path}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * A fresh receiver for each test of the enclosing describe block (closed after
 * it): read its members only inside hooks and tests.
 */
export function useReceiver(): Receiver {
  const current = {} as Receiver;
  let started: Receiver | undefined;
  beforeEach(async () => {
    started = await startReceiver();
    // Forward to the running receiver, so tests may set `answer` on the object they hold.
    Object.defineProperties(current, {
      url: { get: () => started!.url, configurable: true },
      received: { get: () => started!.received, configurable: true },
      answer: { get: () => started!.answer, set: (fn: Receiver['answer']) => (started!.answer = fn), configurable: true },
      close: { value: () => started!.close(), configurable: true },
    });
  });
  afterEach(async () => {
    await started?.close();
  });
  return current;
}

/** A token with role `subscriber`, issued through the admin endpoint. */
export async function newSubscriber(app: Express, roles: string[] = ['subscriber']): Promise<string> {
  return (await issueToken(app, { roles })).token;
}

export interface CreatedWebhook {
  id: string;
  url: string;
  events: string[];
  filters: Record<string, unknown>;
  description: string | null;
  status: string;
  secret: string;
  created_at: string;
}

export async function createWebhook(app: Express, token: string, body: Record<string, unknown>): Promise<CreatedWebhook> {
  const res = await request(app).post('/api/v1/webhooks').set('Authorization', `Bearer ${token}`).send(body);
  if (res.status !== 201) throw new Error(`creating a webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as CreatedWebhook;
}

export async function getWebhook(app: Express, token: string, id: string): Promise<Record<string, unknown>> {
  const res = await request(app).get(`/api/v1/webhooks/${id}`).set('Authorization', `Bearer ${token}`);
  if (res.status !== 200) throw new Error(`GET webhook: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, unknown>;
}

export type AttemptEntry = DeliveryAttempt;

export async function deliveries(app: Express, token: string, id: string): Promise<AttemptEntry[]> {
  const res = await request(app).get(`/api/v1/webhooks/${id}/deliveries`).set('Authorization', `Bearer ${token}`);
  if (res.status !== 200) throw new Error(`GET deliveries: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as AttemptEntry[];
}

/**
 * Verifies a delivery the way Standard Webhooks receiver libraries do: the
 * signature recomputed over "<id>.<timestamp>.<body>" with the base64-decoded
 * secret, compared in constant time against every "v1," entry, and the
 * timestamp within `toleranceSeconds` of now. Throws on any mismatch.
 */
export function verifyWebhook(secret: string, headers: http.IncomingHttpHeaders, body: string, toleranceSeconds = 300): void {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') throw new Error('missing webhook headers');
  const sentAt = Number(timestamp);
  if (!Number.isInteger(sentAt) || Math.abs(Date.now() / 1000 - sentAt) > toleranceSeconds) throw new Error('timestamp outside the tolerance');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const ok = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new Error('no valid signature');
}

/*
 * Until the submission pipeline writes the change feed, these helpers stand in
 * for it with SQL: a property row and its change row, as the pipeline would
 * write them in one transaction.
 */

/** SQL stand-in for a creation: inserts the property and a `created` change. */
export async function sqlCreatePropertyWithChange(db: Queryable, overrides: Partial<PropertyRow> = {}): Promise<PropertyRow> {
  const row = await insertProperty(db, overrides);
  await db.query(`INSERT INTO property_changes (property_id, kind, changed_fields, source) VALUES ($1, 'created', $2, $3)`, [
    row.id,
    ['address.street', 'address.city', 'financial.price_current', 'status'],
    row.source,
  ]);
  return row;
}

/** SQL stand-in for an update: changes the price and/or status and writes an `updated` change naming them. */
export async function sqlUpdatePropertyWithChange(db: Queryable, id: string, change: { price?: number; status?: string; title?: string }): Promise<void> {
  const fields: string[] = [];
  if (change.price !== undefined) fields.push('financial.price_current');
  if (change.status !== undefined) fields.push('status');
  if (change.title !== undefined) fields.push('title');
  await db.query(
    `UPDATE properties SET price_current = coalesce($2, price_current), status = coalesce($3, status), title = coalesce($4, title), updated_at = now() WHERE id = $1`,
    [id, change.price ?? null, change.status ?? null, change.title ?? null],
  );
  await db.query(`INSERT INTO property_changes (property_id, kind, changed_fields, source) VALUES ($1, 'updated', $2, 'test_feed')`, [id, fields]);
}

export { eventually, sleep } from '../submissions/submission-helpers';
