/*
 * `npm run bench -- webhooks [--subscriptions N] [--matching N] [--properties N]`:
 * N subscriptions (default 1,000; --matching of them, default 100, with saved
 * searches the bench properties match, the others with searches they miss, all
 * distinct) on one instance of the compiled service, while --properties
 * (default 1,000) properties are ingested through the connector batch
 * endpoint. A receiver on 127.0.0.1 counts what arrives. Figures: every
 * matching delivery made exactly once, time to deliver, the dispatcher's
 * matching cost per change (from its log), the load average beside them.
 *
 * If the submission pipeline does not write the change feed yet, the bench
 * says so (`feed: simulated`) and stands in for it with a trigger writing one
 * `created` change per inserted property, in the inserting transaction.
 *
 * Database: pds_bench_hooks_<random> on PDS_BENCH_DATABASE_URL, dropped afterwards.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { ADMIN_TOKEN, connectorHeaders, cpuSeconds, createScratchDatabase, intOption, percentile, round, sleep, startService, stopService } from './lib';

const CITY = 'Benchville';

interface Receiver {
  url: string;
  /** webhook-id -> times received. */
  counts: Map<string, number>;
  /** Receipt time minus the change's time, ms, per request. */
  latencies: number[];
  first: number;
  last: number;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const r = { counts: new Map<string, number>(), latencies: [] as number[], first: 0, last: 0 } as Receiver;
  const server = http.createServer({ keepAliveTimeout: 1000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      const id = req.headers['webhook-id'] as string;
      r.counts.set(id, (r.counts.get(id) ?? 0) + 1);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      r.latencies.push(now - Date.parse(body.timestamp));
      r.first ||= now;
      r.last = now;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  r.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return r;
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

function property(run: string, i: number): Record<string, unknown> {
  return {
    external_id: `hooks-${run}-${i}`,
    title: `Webhook bench listing ${i}`,
    property_type: 'residential',
    property_subtype: 'house',
    status: 'for_sale',
    financial: { price_current: 200_000 + i, currency: 'USD' },
    address: { street: `${i + 1} Hook ${run} Road`, city: CITY, state: 'OR', postal_code: '97201', country: 'US' },
    location: { latitude: 45.5 + i / 100_000, longitude: -122.6 },
    dimensions: { square_meters_total: 90 },
    rooms: { bedrooms_total: 3, bathrooms_total: 2 },
  };
}

/** Distinct saved searches: the first `matching` take every bench property, the others none. */
function filtersOf(i: number, matching: number): Record<string, unknown> {
  if (i < matching) return { city: CITY, max_price: 10_000_000 + i, min_bedrooms: i % 3 };
  return i % 2 ? { city: `Nowhere ${i}` } : { city: CITY, min_price: 50_000_000 + i };
}

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const subscriptions = intOption(args, 'subscriptions', 1000);
  const matching = Math.min(subscriptions, intOption(args, 'matching', 100));
  const properties = intOption(args, 'properties', 1000);
  const database = await createScratchDatabase('pds_bench_hooks');
  const receiver = await startReceiver();
  const service = await startService({
    env: {
      PDS_DATABASE_URL: database.url,
      PDS_GEOCODER_URL: 'http://127.0.0.1:9',
      PDS_RATE_LIMIT_CONNECTOR: '0',
      PDS_WEBHOOK_ALLOW_PRIVATE: 'true',
      PDS_WEBHOOK_POLL_INTERVAL_MS: '200',
      PDS_LOG_LEVEL: 'info',
    },
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { source, headers } = await connectorHeaders(service.baseUrl, 'hooks-bench');
    // Does the pipeline write the change feed? One probe submission says.
    await post(`${service.baseUrl}/connectors/properties/single`, headers, property(`${source}-probe`, 0));
    const probe = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM property_changes');
    const feed = probe.rows[0]!.n > 0 ? 'pipeline' : 'simulated';
    if (feed === 'simulated') {
      await db.query(`
        CREATE FUNCTION bench_simulated_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO property_changes (property_id, kind, changed_fields, source)
          VALUES (NEW.id, 'created', ARRAY['address.street', 'address.city', 'financial.price_current', 'status'], NEW.source);
          RETURN NULL;
        END $$;
        CREATE TRIGGER bench_simulated_outbox AFTER INSERT ON properties FOR EACH ROW EXECUTE FUNCTION bench_simulated_outbox();`);
    }

    const issued = await post(`${service.baseUrl}/admin/tokens/service`, { Authorization: `Bearer ${ADMIN_TOKEN}` }, {
      service_name: 'hooks-bench-subscriber',
      source: 'hooks-bench',
      roles: ['subscriber'],
    });
    const subscriber = { Authorization: `Bearer ${issued.json.data.token as string}` };
    const c0 = performance.now();
    for (let i = 0; i < subscriptions; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, subscriptions - i) }, async (_, k) => {
          const n = i + k;
          const res = await post(`${service.baseUrl}/api/v1/webhooks`, subscriber, { url: `${receiver.url}/s/${n}`, events: ['property.created'], filters: filtersOf(n, matching) });
          if (res.status !== 201) throw new Error(`subscription ${n}: ${res.status} ${JSON.stringify(res.json)}`);
        }),
      );
    }
    const createMs = performance.now() - c0;

    const expected = matching * properties;
    const load0 = os.loadavg()[0]!;
    const cpu0 = cpuSeconds(service.child.pid);
    const t0 = Date.now();
    for (let i = 0; i < properties; i += 100) {
      const items = Array.from({ length: Math.min(100, properties - i) }, (_, k) => property(source, i + k));
      const res = await post(`${service.baseUrl}/connectors/properties/batch`, headers, { properties: items });
      if (res.status !== 200) throw new Error(`batch ${i}: ${res.status}`);
    }
    const ingestMs = Date.now() - t0;
    let seen = 0;
    let quietSince = Date.now();
    while (receiver.counts.size < expected && Date.now() - quietSince < 60_000) {
      await sleep(250);
      if (receiver.counts.size !== seen) [seen, quietSince] = [receiver.counts.size, Date.now()];
    }
    const cpu1 = cpuSeconds(service.child.pid);
    await sleep(2000);
    const deliverMs = receiver.last - t0;
    const load1 = os.loadavg()[0]!;

    const duplicates = [...receiver.counts.values()].filter((n) => n > 1).length;
    const events = await db.query<{ state: string; n: number; retried: number }>(
      `SELECT state, count(*)::int AS n, count(*) FILTER (WHERE attempts > 1)::int AS retried FROM webhook_events GROUP BY state`,
    );
    const unmatched = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_events e JOIN webhook_subscriptions s ON s.id = e.subscription_id
        WHERE NOT (s.filters->>'city' = $1 AND s.filters ? 'max_price')`,
      [CITY],
    );
    const dispatches = service
      .output()
      .split('\n')
      .filter((line) => line.includes('"webhook changes dispatched"'))
      .map((line) => JSON.parse(line) as { changes: number; events: number; subscriptions: number; matchMs: number; eventsMs: number });
    const changes = dispatches.reduce((sum, d) => sum + d.changes, 0);
    const matchMs = dispatches.reduce((sum, d) => sum + d.matchMs, 0);
    const eventsMs = dispatches.reduce((sum, d) => sum + d.eventsMs, 0);
    const failures = await db.query<{ error: string; n: number }>(
      'SELECT coalesce(error, status_code::text) AS error, count(*)::int AS n FROM webhook_attempts WHERE delivered_at IS NULL GROUP BY 1',
    );
    receiver.latencies.sort((a, b) => a - b);

    const figures = {
      feed,
      subscriptions,
      matching_subscriptions: matching,
      properties,
      expected_deliveries: expected,
      distinct_events_received: receiver.counts.size,
      events_received_more_than_once: duplicates,
      events_for_non_matching_subscriptions: unmatched.rows[0]!.n,
      queue_states: Object.fromEntries(events.rows.map((r) => [r.state, r.n])),
      events_retried: events.rows.reduce((sum, r) => sum + r.retried, 0),
      failed_attempts: Object.fromEntries(failures.rows.map((r) => [r.error, r.n])),
      subscriptions_create_ms: Math.round(createMs),
      ingest_ms: ingestMs,
      ingest_start_to_last_delivery_ms: deliverMs,
      deliveries_per_second: Math.round(receiver.counts.size / (deliverMs / 1000)),
      change_to_receipt_ms: {
        p50: percentile(receiver.latencies, 50),
        p95: percentile(receiver.latencies, 95),
        max: receiver.latencies.at(-1) ?? 0,
      },
      dispatcher: {
        runs: dispatches.length,
        changes,
        match_ms_total: round(matchMs, 1),
        match_ms_per_change: changes ? round(matchMs / changes, 3) : null,
        events_ms_total: round(eventsMs, 1),
        events_ms_per_change: changes ? round(eventsMs / changes, 3) : null,
        searches_per_change: subscriptions,
      },
      service_cpu_seconds: cpu0 === null || cpu1 === null ? null : round(cpu1 - cpu0, 2),
      service_cpu_ms_per_delivery: cpu0 === null || cpu1 === null || receiver.counts.size === 0 ? null : round(((cpu1 - cpu0) * 1000) / receiver.counts.size, 3),
      load_average_1m: { before: round(load0, 2), after: round(load1, 2) },
    };
    process.stdout.write(`\n${JSON.stringify(figures, null, 2)}\n`);
    return figures;
  } finally {
    await db.end();
    await stopService(service);
    await receiver.close();
    await database.drop();
  }
}
