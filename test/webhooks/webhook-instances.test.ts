import pino from 'pino';
import { killInstance, startInstance, type Instance } from '../batches/instances';
import { createPool } from '../../src/db/pool';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../setup/app';
import { createTestDatabase } from '../setup/test-database';
import {
  createWebhook,
  deliveries,
  eventually,
  FAST_WEBHOOKS,
  newSubscriber,
  sleep,
  sqlCreatePropertyWithChange,
  startReceiver,
  type Receiver,
} from './webhook-helpers';

/** Several instances, and instances replacing each other, on one database: each event is delivered, and delivered once. */
describe('webhook deliveries across instances', () => {
  jest.setTimeout(120_000);
  const apps: TestApp[] = [];
  const processes: Instance[] = [];
  const drops: Array<() => Promise<void>> = [];
  let receiver: Receiver;

  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map(killInstance));
    await Promise.all(apps.splice(0).map((a) => a.close()));
    await Promise.all(drops.splice(0).map((drop) => drop()));
    await receiver.close();
  });

  async function database(): Promise<string> {
    const db = await createTestDatabase();
    drops.push(db.drop);
    return db.url;
  }

  async function app(databaseUrl: string, env: Record<string, string> = {}, startWorkers = true): Promise<TestApp> {
    const started = await startTestApp({ databaseUrl, env: { ...FAST_WEBHOOKS, ...env }, startWorkers });
    apps.push(started);
    return started;
  }

  /** How many times the receiver was sent each webhook-id, counting only 2xx answers as deliveries. */
  function deliveredCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const r of receiver.received) {
      const id = r.headers['webhook-id'] as string;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  it('two instances on one database deliver every event once', async () => {
    const url = await database();
    const [a, b] = [await app(url), await app(url)];
    const token = await newSubscriber(a.app);
    for (let i = 0; i < 5; i++) await createWebhook(a.app, token, { url: `${receiver.url}/${i}`, events: ['property.created'] });
    for (let i = 0; i < 20; i++) await sqlCreatePropertyWithChange(i % 2 ? a.pool : b.pool);
    await eventually(async () => (receiver.received.length >= 100 ? true : undefined), 60_000);
    await sleep(1000);
    const counts = deliveredCounts();
    expect(counts.size).toBe(100);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Per subscription, in seq order.
    for (let i = 0; i < 5; i++) {
      const seqs = receiver.received.filter((r) => r.path === `/hook/${i}`).map((r) => r.json.data.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }
  });

  it('a retry pending when the instance stops is made by the next instance, once', async () => {
    const url = await database();
    receiver.answer = (n) => ({ status: n === 1 ? 503 : 200 });
    const first = await app(url, { PDS_WEBHOOK_RETRY_BASE_MS: '2000' });
    const token = await newSubscriber(first.app);
    const hook = await createWebhook(first.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(first.pool);
    await eventually(async () => ((await deliveries(first.app, token, hook.id)).length === 1 ? true : undefined));
    await Promise.all(first.container.workers.map((w) => w.stop()));

    const second = await app(url);
    await eventually(async () => (receiver.received.length >= 2 ? true : undefined));
    await sleep(800);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([receiver.received[0]!.headers['webhook-id'], receiver.received[0]!.headers['webhook-id']]);
    const log = await deliveries(second.app, token, hook.id);
    expect(log.map((e) => [e.attempt, e.status_code])).toEqual([
      [2, 200],
      [1, 503],
    ]);
  });

  it('an attempt cut short by a crash is taken over once its lease ends, and the events queued behind it follow', async () => {
    const url = await database();
    receiver.answer = (n) => (n === 1 ? 'hang' : { status: 200 });
    const env = { ...FAST_WEBHOOKS, PDS_WEBHOOK_TIMEOUT_MS: '1000' };
    const crashing = await startInstance(url, env);
    processes.push(crashing);
    const admin = await fetch(`${crashing.baseUrl}/admin/tokens/service`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_name: 'crash-test', source: 'crash-test', roles: ['subscriber'] }),
    });
    const { token } = ((await admin.json()) as { data: { token: string } }).data;
    const created = await fetch(`${crashing.baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['property.created'] }),
    });
    expect(created.status).toBe(201);
    // The service's pool: pg-pool's end() resolves before its sockets close, and the forced drop of the database after
    // the test may end one first; a bare pg.Pool would raise that as an unhandled error (seen once in CI).
    const pool = createPool({ connectionString: url, max: 2, log: pino({ level: 'silent' }) });
    try {
      const one = await sqlCreatePropertyWithChange(pool);
      const two = await sqlCreatePropertyWithChange(pool);
      await eventually(async () => (receiver.received.length >= 1 ? true : undefined));
      crashing.child.kill('SIGKILL');
      await crashing.exited;

      const successor = await startInstance(url, env);
      processes.push(successor);
      await eventually(async () => (receiver.received.length >= 3 ? true : undefined), 60_000);
      await sleep(800);
      expect(receiver.received.map((r) => r.json.data.property_id)).toEqual([one.id, one.id, two.id]);
      const { rows } = await pool.query<{ state: string; attempts: number }>('SELECT state, attempts FROM webhook_events ORDER BY seq');
      expect(rows).toEqual([
        { state: 'delivered', attempts: 2 },
        { state: 'delivered', attempts: 1 },
      ]);
    } finally {
      await pool.end();
    }
  });
});
