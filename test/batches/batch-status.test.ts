import request from 'supertest';
import type { BatchQueue } from '../../src/modules/batches/batch-queue.types';
import type { ConnectorPrincipal } from '../../src/modules/auth/principal';
import { useTestApp } from '../setup/use-test-app';
import { buildItems, errorBody, issueToken, type TokenData } from './batch-helpers';

const BATCH_ID = /^batch_\d{8}T\d{6}Z_[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The status address of a queued batch, with no worker running: what a client
 * sees between 202 and the start of processing, and who may see it.
 */
describe('GET /api/v1/connectors/batches/{batch_id} while the batch waits', () => {
  const t = useTestApp();
  let owner: TokenData;
  let queue: BatchQueue;

  beforeAll(async () => {
    owner = await issueToken(t.app);
    queue = t.container.batchQueue!;
  });

  function principalOf(token: TokenData): ConnectorPrincipal {
    return { tokenId: 'test', serviceName: 'batch-tests', source: token.source, roles: ['connector'] };
  }

  function get(path: string, token: TokenData = owner) {
    return request(t.app).get(path).set('Authorization', `Bearer ${token.token}`).set('X-Connector-Source', token.source);
  }

  it('accepts 101 items as queued with an id, an estimate and the status address', async () => {
    const queued = await queue.enqueue(buildItems(101), principalOf(owner));
    expect(queued).toEqual({
      batch_id: expect.stringMatching(BATCH_ID),
      status: 'queued',
      message: expect.any(String),
      summary: { total_submitted: 101, estimated_processing_time_minutes: expect.any(Number) },
      status_url: `/api/v1/connectors/batches/${queued.batch_id}`,
    });
    expect(Number.isInteger(queued.summary.estimated_processing_time_minutes)).toBe(true);
    expect(queued.summary.estimated_processing_time_minutes).toBeGreaterThanOrEqual(1);
  });

  it('shows a waiting batch as queued, nothing processed, every item pending in submission order', async () => {
    const items = buildItems(150);
    const { batch_id, status_url } = await queue.enqueue(items, principalOf(owner));
    const res = await get(status_url);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      success: true,
      data: {
        batch_id,
        status: 'queued',
        summary: { total_submitted: 150, accepted: 0, rejected: 0, duplicates: 0, failed: 0, processing_time_ms: 0 },
        progress: { processed: 0, total: 150, percent: 0 },
        results: items.map((item) => ({ external_id: item.external_id, property_id: null, status: 'pending' })),
        created_at: expect.stringMatching(ISO),
        started_at: null,
        completed_at: null,
      },
      metadata: { total: 150, limit: 10_000, offset: 0, has_more: false },
    });
  });

  it('pages the results with limit and offset', async () => {
    const items = buildItems(120);
    const { status_url } = await queue.enqueue(items, principalOf(owner));
    const page = await get(`${status_url}?limit=15&offset=110`);
    expect(page.status).toBe(200);
    expect(page.body.data.results.map((r: { external_id: string }) => r.external_id)).toEqual(
      items.slice(110, 120).map((i) => i.external_id),
    );
    expect(page.body.metadata).toEqual({ total: 120, limit: 15, offset: 110, has_more: false });

    const beyond = await get(`${status_url}?offset=500`);
    expect(beyond.body.data.results).toEqual([]);
    expect(beyond.body.metadata).toEqual({ total: 120, limit: 10_000, offset: 500, has_more: false });
  });

  it.each([['limit=0'], ['limit=10001'], ['limit=ten'], ['offset=-1'], ['offset=1.5'], ['limit=0x10'], ['limit=1e2'], ['limit=%205'], ['limit=5&limit=6']])(
    'rejects %s with 400 INVALID_PARAMETER',
    async (query) => {
      const { status_url } = await queue.enqueue(buildItems(101), principalOf(owner));
      const res = await get(`${status_url}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(errorBody('INVALID_PARAMETER'));
      expect(res.body.error.details).toEqual([{ field: query.split('=')[0], message: expect.any(String) }]);
    },
  );

  it("answers 404 NOT_FOUND to a connector of another source, as if the batch did not exist", async () => {
    const { status_url } = await queue.enqueue(buildItems(101), principalOf(owner));
    const stranger = await issueToken(t.app);
    const res = await get(status_url, stranger);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody('NOT_FOUND'));
    expect((await get(status_url)).status).toBe(200);
  });

  // The spec asks X-Connector-Source of the two submission endpoints only: the status_url works with the token alone.
  it("answers the token's own batch without X-Connector-Source, and 403 FORBIDDEN when the header names another source", async () => {
    const { batch_id, status_url } = await queue.enqueue(buildItems(101), principalOf(owner));
    const tokenOnly = await request(t.app).get(status_url).set('Authorization', `Bearer ${owner.token}`);
    expect(tokenOnly.status).toBe(200);
    expect(tokenOnly.body.data).toMatchObject({ batch_id, status: 'queued', progress: { processed: 0, total: 101 } });

    const stranger = await issueToken(t.app);
    const strangerTokenOnly = await request(t.app).get(status_url).set('Authorization', `Bearer ${stranger.token}`);
    expect(strangerTokenOnly.status).toBe(404);
    expect(strangerTokenOnly.body).toEqual(errorBody('NOT_FOUND'));

    const otherHeader = await request(t.app).get(status_url).set('Authorization', `Bearer ${owner.token}`).set('X-Connector-Source', stranger.source);
    expect(otherHeader.status).toBe(403);
    expect(otherHeader.body).toEqual(errorBody('FORBIDDEN'));

    const blankHeader = await request(t.app).get(status_url).set('Authorization', `Bearer ${owner.token}`).set('X-Connector-Source', ' ');
    expect(blankHeader.status).toBe(400);
    expect(blankHeader.body).toEqual(errorBody('MISSING_SOURCE'));
  });

  it.each([['batch_20250101T000000Z_000000000000'], ['not-a-batch-id'], ['batch_%27%3B--']])(
    'answers 404 NOT_FOUND for the unknown batch id %s',
    async (id) => {
      const res = await get(`/api/v1/connectors/batches/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody('NOT_FOUND'));
    },
  );

  it('answers 401 without a bearer token', async () => {
    const { status_url } = await queue.enqueue(buildItems(101), principalOf(owner));
    const res = await request(t.app).get(status_url).set('X-Connector-Source', owner.source);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual(errorBody('UNAUTHORIZED'));
  });

  it('counts waiting batches in /health', async () => {
    const before = await request(t.app).get('/health');
    await queue.enqueue(buildItems(101), principalOf(owner));
    const after = await request(t.app).get('/health');
    expect(after.body.checks.queue).toEqual({ queued: before.body.checks.queue.queued + 1, processing: 0 });
  });
});

describe('the estimate of a queued batch', () => {
  const t = useTestApp();
  let source: TokenData;

  beforeAll(async () => {
    source = await issueToken(t.app);
  });

  it('follows the pace measured on earlier batches and the work already waiting', async () => {
    const principal: ConnectorPrincipal = { tokenId: 'test', serviceName: 'batch-tests', source: source.source, roles: ['connector'] };
    // History: 6,000 items took 10 minutes (10 items/s).
    await t.pool.query(
      `INSERT INTO batches (id, source, principal, status, total, processed, accepted, started_at, completed_at)
       VALUES ('batch_20200101T000000Z_000000000001', 'history', '{}', 'completed', 6000, 6000, 6000,
               now() - interval '10 minutes', now())`,
    );
    const first = await t.container.batchQueue!.enqueue(buildItems(3000), principal);
    expect(first.summary.estimated_processing_time_minutes).toBe(5);
    // 1,200 more behind the first 3,000: 4,200 items at 10 per second.
    const second = await t.container.batchQueue!.enqueue(buildItems(1200), principal);
    expect(second.summary.estimated_processing_time_minutes).toBe(7);
  });
});
