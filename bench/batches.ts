/*
 * `npm run bench -- batches [--items N] [--instances 1,2] [--chunk N]`: a queued batch of N
 * items (default 10,000) with coordinates supplied, posted to one instance of
 * the compiled service; measured from the 202 to `completed`, with one and with
 * two instances sharing one database. Also checks that every item has a result
 * and that no item was claimed twice. `--chunk` sets batch.chunk_size (default:
 * the service's own).
 *
 * Database: a fresh one per run on PDS_BENCH_DATABASE_URL (a PostgreSQL server
 * URL; default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
import pg from 'pg';
import { connectorHeaders, cpuSeconds, createScratchDatabase, option, sleep, startService, stopService, type Service } from './lib';

interface RunFigures {
  instances: number;
  items: number;
  enqueue_ms: number;
  processing_ms: number;
  items_per_second: number;
  status: string;
  estimated_minutes: number;
  results_with_outcome: number;
  items_claimed_more_than_once: number;
  items_per_instance: number[];
  /** CPU seconds each instance spent from the request to completion. */
  instance_cpu_seconds: Array<number | null>;
}

function buildItems(n: number, run: string): unknown[] {
  return Array.from({ length: n }, (_, i) => ({
    external_id: `bench-${run}-${i}`,
    title: `Bench listing ${i}`,
    property_type: 'residential',
    property_subtype: 'house',
    status: 'for_sale',
    financial: { price_current: 150_000 + i, currency: 'USD' },
    address: { street: `${i + 1} Bench ${run} Avenue`, city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' },
    location: { latitude: 45.5 + (i % 1000) / 100_000, longitude: -122.6 - Math.floor(i / 1000) / 100_000 },
    dimensions: { square_meters_total: 95 },
    rooms: { bedrooms_total: 2, bathrooms_total: 1 },
  }));
}

async function json<T>(res: Response): Promise<{ data: T }> {
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

interface Queued {
  status_url: string;
  summary: { estimated_processing_time_minutes: number };
}

interface Status {
  status: string;
  results: Array<{ status: string }>;
}

async function runOnce(instances: number, items: number, env: Record<string, string>): Promise<RunFigures> {
  const database = await createScratchDatabase('pds_bench_batches');
  const started: Service[] = [];
  try {
    const serviceEnv = { PDS_DATABASE_URL: database.url, PDS_GEOCODER_URL: 'http://127.0.0.1:9', PDS_RATE_LIMIT_CONNECTOR: '0', ...env };
    started.push(...(await Promise.all(Array.from({ length: instances }, () => startService({ env: serviceEnv })))));
    const entry = started[0]!;
    const { source, headers } = await connectorHeaders(entry.baseUrl, 'bench');
    const body = JSON.stringify({ properties: buildItems(items, source) });

    const cpuBefore = started.map((i) => cpuSeconds(i.child.pid));
    const t0 = performance.now();
    const res = await fetch(`${entry.baseUrl}/connectors/properties/batch`, { method: 'POST', headers, body });
    const accepted = await json<Queued>(res);
    const t1 = performance.now();
    if (res.status !== 202) throw new Error(`expected 202, got ${res.status}`);
    let status = 'queued';
    while (status === 'queued' || status === 'processing') {
      await sleep(20);
      status = (await json<Status>(await fetch(`${entry.baseUrl}${accepted.data.status_url}?limit=1`, { headers }))).data.status;
    }
    const t2 = performance.now();
    const cpu = started.map((i, k) => {
      const [after, before] = [cpuSeconds(i.child.pid), cpuBefore[k]];
      return after === null || before === null || before === undefined ? null : Math.round((after - before) * 100) / 100;
    });

    let withOutcome = 0;
    for (let offset = 0; offset < items; offset += 1000) {
      const page = await json<Status>(await fetch(`${entry.baseUrl}${accepted.data.status_url}?limit=1000&offset=${offset}`, { headers }));
      withOutcome += page.data.results.filter((r) => r.status !== 'pending').length;
    }
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const claims = await db.query<{ twice: number }>('SELECT count(*) FILTER (WHERE attempts > 1)::int AS twice FROM batch_items');
    const split = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM batch_items GROUP BY split_part(claimed_by, ':', 2) ORDER BY n DESC`,
    );
    await db.end();
    return {
      instances,
      items,
      enqueue_ms: Math.round(t1 - t0),
      processing_ms: Math.round(t2 - t1),
      items_per_second: Math.round(items / ((t2 - t1) / 1000)),
      status,
      estimated_minutes: accepted.data.summary.estimated_processing_time_minutes,
      results_with_outcome: withOutcome,
      items_claimed_more_than_once: claims.rows[0]!.twice,
      items_per_instance: split.rows.map((r) => r.n),
      instance_cpu_seconds: cpu,
    };
  } finally {
    await Promise.all(started.map(stopService));
    await database.drop();
  }
}

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const items = Number.parseInt(option(args, 'items', '10000'), 10);
  const counts = option(args, 'instances', '1,2').split(',').map((s) => Number.parseInt(s, 10));
  const chunk = option(args, 'chunk', '');
  const env: Record<string, string> = chunk ? { PDS_BATCH_CHUNK_SIZE: chunk } : {};
  const runs: RunFigures[] = [];
  for (const instances of counts) runs.push(await runOnce(instances, items, env));

  const rows = runs.map(
    (r) =>
      `${String(r.instances).padStart(9)} ${String(r.items).padStart(6)} ${String(r.enqueue_ms).padStart(10)} ${String(r.processing_ms).padStart(13)} ` +
      `${String(r.items_per_second).padStart(8)} ${r.status.padEnd(10)} ${String(r.results_with_outcome).padStart(8)} ` +
      `${String(r.items_claimed_more_than_once).padStart(9)}  ${r.items_per_instance.join('/').padEnd(10)} ${r.instance_cpu_seconds.join('/')}`,
  );
  process.stdout.write(
    `\ninstances  items  202 in ms  202->done ms  items/s  status     results  claimed>1  split      cpu s\n${rows.join('\n')}\n`,
  );
  return { target: '10,000 items, one instance, under 5000 ms from 202 to completed', chunk_size: chunk || 'default', runs };
}
