import pg from 'pg';
import { createTestDatabase } from '../setup/test-database';
import { buildItems, connectorHeaders, issueTokenAt, sleep, type TokenData } from './batch-helpers';
import { killInstance, startInstance, type Instance } from './instances';

interface Result {
  external_id: string;
  property_id: string | null;
  status: string;
}

interface StatusBody {
  data: { status: string; summary: Record<string, number>; progress: { processed: number; total: number }; results: Result[] };
}

const ITEMS = 4000;
/** Small chunks and a short lease: a crash leaves several claims behind, taken over within seconds. */
const QUICK_LEASE = { PDS_BATCH_CHUNK_SIZE: '50', PDS_BATCH_LEASE_MS: '3000', PDS_BATCH_POLL_INTERVAL_MS: '200' };

/**
 * Real service processes sharing one database: a crash, a graceful stop and two
 * instances at once must each end with every item processed exactly once.
 */
describe('queued batches across service processes', () => {
  jest.setTimeout(180_000);
  const running: Instance[] = [];
  const drops: Array<() => Promise<void>> = [];

  afterEach(async () => {
    await Promise.all(running.splice(0).map(killInstance));
    await Promise.all(drops.splice(0).map((drop) => drop()));
  });

  async function database(): Promise<string> {
    const db = await createTestDatabase();
    drops.push(db.drop);
    return db.url;
  }

  async function start(url: string, env: Record<string, string> = {}): Promise<Instance> {
    const instance = await startInstance(url, env);
    running.push(instance);
    return instance;
  }

  async function submit(instance: Instance, token: TokenData, items: unknown[]): Promise<string> {
    const res = await fetch(`${instance.baseUrl}/connectors/properties/batch`, {
      method: 'POST',
      headers: connectorHeaders(token),
      body: JSON.stringify({ properties: items }),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { data: { status_url: string } }).data.status_url;
  }

  async function status(instance: Instance, token: TokenData, path: string): Promise<StatusBody> {
    const res = await fetch(`${instance.baseUrl}${path}`, { headers: connectorHeaders(token) });
    expect(res.status).toBe(200);
    return (await res.json()) as StatusBody;
  }

  async function waitFor(instance: Instance, token: TokenData, url: string, done: (s: StatusBody) => boolean, ms: number): Promise<StatusBody> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const s = await status(instance, token, `${url}?limit=1`);
      if (done(s)) return s;
      await sleep(10);
    }
    throw new Error(`${url} did not reach the expected state within ${ms} ms`);
  }

  async function allResults(instance: Instance, token: TokenData, url: string): Promise<StatusBody['data'] & { all: Result[] }> {
    const all: Result[] = [];
    let last: StatusBody | undefined;
    for (let offset = 0; offset < ITEMS; offset += 1000) {
      last = await status(instance, token, `${url}?limit=1000&offset=${offset}`);
      all.push(...last.data.results);
    }
    return { ...last!.data, all };
  }

  async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  const finished = (s: StatusBody): boolean => s.data.status === 'completed' || s.data.status === 'failed';

  function expectEveryItemOnce(final: Awaited<ReturnType<typeof allResults>>, items: Array<Record<string, unknown>>): void {
    expect(final.status).toBe('completed');
    expect(final.progress).toEqual({ processed: ITEMS, total: ITEMS, percent: 100 });
    expect(final.summary).toMatchObject({ total_submitted: ITEMS, accepted: ITEMS, rejected: 0, failed: 0 });
    expect(final.all.map((r) => r.external_id)).toEqual(items.map((i) => i.external_id));
    expect(final.all.every((r) => r.property_id !== null && ['created', 'unchanged', 'updated'].includes(r.status))).toBe(true);
    expect(new Set(final.all.map((r) => r.property_id)).size).toBe(ITEMS);
  }

  it('completes a batch after its instance is killed with SIGKILL mid-batch and started again, every item stored once', async () => {
    const url = await database();
    const first = await start(url, QUICK_LEASE);
    const token = await issueTokenAt(first.baseUrl);
    const items = buildItems(ITEMS);
    const statusUrl = await submit(first, token, items);
    await waitFor(first, token, statusUrl, (s) => s.data.progress.processed > 0, 60_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const before = await query<{ position: number; outcome: Result }>(url, `SELECT position, outcome FROM batch_items WHERE state = 'done'`);
    const abandoned = await query<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM batch_items WHERE state = 'pending' AND claimed_by IS NOT NULL`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(ITEMS);
    expect(abandoned[0]!.n).toBeGreaterThan(0);

    const second = await start(url, QUICK_LEASE);
    await waitFor(second, token, statusUrl, finished, 120_000);
    const final = await allResults(second, token, statusUrl);
    expectEveryItemOnce(final, items);
    for (const { position, outcome } of before) expect(final.all[position]).toEqual(outcome);
    const stored = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM property_sources WHERE source = $1', [token.source]);
    expect(stored[0]!.n).toBe(ITEMS);
    expect((await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM properties'))[0]!.n).toBe(ITEMS);
  });

  it('shares a batch between two instances on one database with no item processed twice', async () => {
    const url = await database();
    const [a, b] = await Promise.all([start(url, QUICK_LEASE), start(url, QUICK_LEASE)]);
    const token = await issueTokenAt(a!.baseUrl);
    const items = buildItems(ITEMS);
    const statusUrl = await submit(a!, token, items);
    await waitFor(b!, token, statusUrl, finished, 120_000);

    const final = await allResults(b!, token, statusUrl);
    expectEveryItemOnce(final, items);
    expect(final.all.every((r) => r.status === 'created')).toBe(true);
    expect(final.summary.duplicates).toBe(0);
    const claims = await query<{ pid: string; n: number; max_attempts: number }>(
      url,
      `SELECT split_part(claimed_by, ':', 2) AS pid, count(*)::int AS n, max(attempts)::int AS max_attempts
         FROM batch_items GROUP BY 1 ORDER BY 1`,
    );
    expect(claims.map((c) => c.pid).sort()).toEqual([String(a!.child.pid), String(b!.child.pid)].sort());
    expect(claims.every((c) => c.n > 0 && c.max_attempts === 1)).toBe(true);
    expect((await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM properties'))[0]!.n).toBe(ITEMS);
  });

  it('stops on SIGTERM mid-batch handing back its unstarted items, and another instance finishes with nothing lost or redone', async () => {
    const url = await database();
    // A long lease: the batch can only finish quickly if the stopping instance gave its items back.
    const slowLease = { ...QUICK_LEASE, PDS_BATCH_LEASE_MS: '120000' };
    const first = await start(url, slowLease);
    const token = await issueTokenAt(first.baseUrl);
    const items = buildItems(ITEMS);
    const statusUrl = await submit(first, token, items);
    await waitFor(first, token, statusUrl, (s) => s.data.progress.processed > 0, 60_000);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const left = await query<{ pending: number; leased: number }>(
      url,
      `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
              count(*) FILTER (WHERE state = 'pending' AND claimed_by IS NOT NULL)::int AS leased
         FROM batch_items`,
    );
    expect(left[0]!.pending).toBeGreaterThan(0);
    expect(left[0]!.leased).toBe(0);

    const second = await start(url, slowLease);
    await waitFor(second, token, statusUrl, finished, 60_000);
    const final = await allResults(second, token, statusUrl);
    expectEveryItemOnce(final, items);
    expect(final.all.every((r) => r.status === 'created')).toBe(true);
    const attempts = await query<{ max: number }>(url, 'SELECT max(attempts)::int AS max FROM batch_items');
    expect(attempts[0]!.max).toBe(1);
  });
});
