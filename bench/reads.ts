/*
 * `npm run bench -- reads [--count 1000000] [--seed 1] [--duration 10] [--connections 16]`
 *
 * The read endpoints of one compiled service process at --count seeded listings:
 * unfiltered list, list by city, list by status + price range + min_bedrooms,
 * the last page of a filtered set, detail and stats. Each is driven by
 * autocannon (warm-up, then --duration s at --connections); the same SQL the
 * service runs per request (steady state: the total is known at the current
 * data version) is driven by pgbench with as many clients, and each endpoint's
 * requests/s is reported as a fraction of pgbench's transactions/s. Also: the
 * service's peak RSS, and each list filter's count when it is not yet known.
 * Targets (issue 3): list p95 < 25 ms, detail and stats p95 < 10 ms, list
 * requests/s >= half of pgbench's, RSS < 200 MB.
 *
 * Database: `pds_bench_reads` on PDS_BENCH_DATABASE_URL (a PostgreSQL server URL;
 * default postgres://postgres@127.0.0.1:5432/postgres). It is kept between runs
 * and seeded only up to --count, so a second run starts at once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrateUp } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { countQuery, DETAIL_QUERY, pageQuery } from '../src/modules/properties/properties.repository';
import { parseListQuery } from '../src/modules/properties/properties.schemas';
import { STATS_READ_SQL } from '../src/modules/stats/stats.repository';
import { seedProperties } from '../src/tools/property-seeder';
import { benchServerUrl, intOption, loadTest, percentile, round, startService, stopService } from './lib';

const DATABASE = 'pds_bench_reads';

interface Scenario {
  name: string;
  path: string;
  /** The statements one request runs, parameters inlined, for pgbench. */
  sql: string[];
  /** Milliseconds of the list's count when the total is not yet known. */
  countMs?: number;
}

/** Inlines $n parameters as SQL literals (pgbench scripts take no bind values). */
function inline(text: string, values: unknown[]): string {
  const literal = (v: unknown): string => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return `${text.replace(/\$(\d+)/g, (_m, n: string) => literal(values[Number(n) - 1])).replace(/\s+/g, ' ').trim()};`;
}

async function listScenario(db: pg.Pool, name: string, query: string): Promise<Scenario> {
  const search = parseListQuery(Object.fromEntries(new URLSearchParams(query)));
  const count = countQuery(search.filters);
  const started = performance.now();
  const total = Number((await db.query<{ total: string }>(count.text, count.values)).rows[0]!.total);
  const countMs = Math.round((performance.now() - started) * 10) / 10;
  const page = pageQuery(search, total);
  return { name, path: `/api/v1/properties?${query}`, sql: [inline(page.text, page.values)], countMs };
}

async function scenarios(db: pg.Pool): Promise<Scenario[]> {
  const filtered = 'property_type=condo&status=active';
  const search = parseListQuery(Object.fromEntries(new URLSearchParams(filtered)));
  const count = countQuery(search.filters);
  const total = Number((await db.query<{ total: string }>(count.text, count.values)).rows[0]!.total);
  const lastOffset = Math.max(0, total - (total % 50 || 50));
  const { rows } = await db.query<{ id: string }>('SELECT id FROM properties ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1');
  const id = rows[0]!.id;
  return [
    await listScenario(db, 'list: unfiltered', 'limit=50'),
    await listScenario(db, 'list: city', 'city=Austin'),
    await listScenario(db, 'list: status + price range + min_bedrooms', 'status=active&min_price=300000&max_price=600000&min_bedrooms=3'),
    await listScenario(db, 'list: last page of a filtered set', `${filtered}&offset=${lastOffset}`),
    { name: 'detail', path: `/api/v1/properties/${id}`, sql: [inline(DETAIL_QUERY, [id])] },
    { name: 'stats', path: '/api/v1/properties/stats', sql: [inline(STATS_READ_SQL, [])] },
  ];
}

async function drive(url: string, connections: number, duration: number) {
  const { result, latencies } = await loadTest({ url, connections, duration });
  return {
    requests_per_second: Math.round(result.requests.average),
    p50_ms: round(percentile(latencies, 50), 2), p95_ms: round(percentile(latencies, 95), 2), p99_ms: round(percentile(latencies, 99), 2),
    non_2xx: result.non2xx, errors: result.errors,
  };
}

async function pgbench(databaseUrl: string, sql: string[], clients: number, duration: number): Promise<number> {
  // Simple protocol: pgbench would take the ':MI' of a to_char format for one of its variables otherwise.
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'pds-pgbench-')), 'reads.sql');
  writeFileSync(script, `${sql.join('\n')}\n`);
  const { stdout } = await promisify(execFile)(
    'pgbench', ['-n', '-M', 'simple', '-c', String(clients), '-j', '2', '-T', String(duration), '-f', script, databaseUrl],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`unexpected pgbench output:\n${stdout}`);
  return Math.round(Number(tps));
}

function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

async function prepareDatabase(serverUrl: string, count: number, seed: number): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const log = createLogger({ logLevel: 'warn', version: 'bench' });
  await migrateUp(url.toString(), log);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  try {
    const seeded = await seedProperties(pool, { count, seed });
    process.stdout.write(`seeded ${seeded.inserted} listings in ${(seeded.ms / 1000).toFixed(1)} s; ${seeded.total} stored\n`);
    // Measure a settled table, as autovacuum leaves it: visibility map set, so counts can be index-only.
    await pool.query('VACUUM (ANALYZE) properties');
  } finally {
    await pool.end();
  }
  return url.toString();
}

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const count = intOption(args, 'count', 1_000_000);
  const duration = intOption(args, 'duration', 10);
  const connections = intOption(args, 'connections', 16);
  const databaseUrl = await prepareDatabase(benchServerUrl(), count, intOption(args, 'seed', 1));
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const service = await startService({
    nodeEnv: 'production',
    capture: 'inherit',
    attempts: 300,
    env: { PDS_DATABASE_URL: databaseUrl, PDS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pds-bench-reads-')) },
  });
  const results: Array<Record<string, unknown>> = [];
  // Other work on the machine shows in every figure; the load average says how much there was.
  const loadBefore = loadavg()[0]!;
  try {
    for (const scenario of await scenarios(db)) {
      const url = `${service.baseUrl}${scenario.path}`;
      await drive(url, connections, 2); // warm-up: caches, JIT of the service, the count of the filter
      const http = await drive(url, connections, duration);
      const tps = await pgbench(databaseUrl, scenario.sql, connections, duration);
      results.push({ endpoint: scenario.name, path: scenario.path, ...http, pgbench_tps: tps,
        fraction_of_pgbench: Math.round((http.requests_per_second / tps) * 100) / 100, cold_count_ms: scenario.countMs ?? null });
    }
    const rss = peakRssMb(service.child.pid!);
    const rows = results.map((r) => [r.endpoint, r.requests_per_second, r.p50_ms, r.p95_ms, r.p99_ms, r.pgbench_tps, r.fraction_of_pgbench, r.cold_count_ms ?? '', r.non_2xx]);
    const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'pgbench tps', 'fraction', 'cold count ms', 'non-2xx'];
    process.stdout.write(`\nReads at ${count} listings (${connections} connections, ${duration} s each); service peak RSS ${rss} MB\n`);
    for (const line of [header, ...rows]) process.stdout.write(`${line.map((c, i) => String(c).padEnd(i === 0 ? 44 : 13)).join('')}\n`);
    const load = { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0]! * 100) / 100 };
    process.stdout.write(`load average (1 min) before ${load.before}, after ${load.after}\n`);
    return { listings: count, connections, duration_s: duration, service_peak_rss_mb: rss, load_average_1m: load, endpoints: results };
  } finally {
    await stopService(service);
    await db.end();
  }
}
