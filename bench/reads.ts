/*
 * `npm run bench -- reads [--count 1000000] [--seed 1] [--duration 10] [--connections 16] [--database pds_bench_reads]`
 *
 * The read endpoints of the compiled service at --count seeded listings:
 * unfiltered list, list by city, list by status + price range + min_bedrooms,
 * the last page of a filtered set, detail and stats. Each is driven by
 * autocannon (warm-up, then --duration s at --connections); the SQL the
 * service runs to read an answer from the database (steady state: the total is
 * known at the current data version) is driven by pgbench with as many
 * clients, and each endpoint's requests/s is reported as a fraction of
 * pgbench's transactions/s. Also: the
 * service's peak RSS, and each list filter's count when it is not yet known.
 * Each is measured on two services: as configured by default (answers
 * remembered while no write has committed since) and with PDS_READ_CACHE_MB=0,
 * where every request reads the database.
 * Targets (issue 3): list p95 < 25 ms, detail and stats p95 < 10 ms, list
 * requests/s >= half of pgbench's, RSS < 200 MB.
 *
 * Database: `pds_bench_reads` (or --database, e.g. one per branch) on PDS_BENCH_DATABASE_URL (a PostgreSQL server URL;
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
import { benchServerUrl, intOption, loadTest, option, percentile, round, startService, stopService, type Service } from './lib';

const DEFAULT_DATABASE = 'pds_bench_reads';

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

async function prepareDatabase(serverUrl: string, database: string, count: number, seed: number): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--database: "${database}" is not a plain lower-case name`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
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

/** The service twice: as configured by default, and with remembered answers off (every read goes to the database). */
const MODES = [
  { readCache: 'on', env: {} },
  { readCache: 'off', env: { PDS_READ_CACHE_MB: '0' } },
] as const;

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const count = intOption(args, 'count', 1_000_000);
  const duration = intOption(args, 'duration', 10);
  const connections = intOption(args, 'connections', 16);
  const databaseUrl = await prepareDatabase(benchServerUrl(), option(args, 'database', DEFAULT_DATABASE), count, intOption(args, 'seed', 1));
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const services: Array<{ readCache: string; service: Service }> = [];
  const results: Array<Record<string, unknown>> = [];
  // Other work on the machine shows in every figure; the load average says how much there was.
  const loadBefore = loadavg()[0]!;
  try {
    for (const mode of MODES) {
      const service = await startService({
        nodeEnv: 'production',
        capture: 'inherit',
        attempts: 300,
        env: { PDS_DATABASE_URL: databaseUrl, PDS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pds-bench-reads-')), ...mode.env },
      });
      services.push({ readCache: mode.readCache, service });
    }
    for (const scenario of await scenarios(db)) {
      const tps = await pgbench(databaseUrl, scenario.sql, connections, duration);
      for (const { readCache, service } of services) {
        const url = `${service.baseUrl}${scenario.path}`;
        await drive(url, connections, 2); // warm-up: caches, JIT of the service, the count of the filter
        const http = await drive(url, connections, duration);
        results.push({ endpoint: scenario.name, read_cache: readCache, path: scenario.path, ...http, pgbench_tps: tps,
          fraction_of_pgbench: Math.round((http.requests_per_second / tps) * 100) / 100, cold_count_ms: scenario.countMs ?? null });
      }
    }
    const rss = Object.fromEntries(services.map(({ readCache, service }) => [`read_cache_${readCache}`, peakRssMb(service.child.pid!)]));
    const rows = results.map((r) => [r.endpoint, r.read_cache, r.requests_per_second, r.p50_ms, r.p95_ms, r.p99_ms, r.pgbench_tps, r.fraction_of_pgbench, r.cold_count_ms ?? '', r.non_2xx]);
    const header = ['endpoint', 'cache', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'pgbench tps', 'fraction', 'cold count ms', 'non-2xx'];
    process.stdout.write(`\nReads at ${count} listings (${connections} connections, ${duration} s each); service peak RSS ${JSON.stringify(rss)} MB\n`);
    for (const line of [header, ...rows]) process.stdout.write(`${line.map((c, i) => String(c).padEnd(i === 0 ? 44 : i === 1 ? 7 : 13)).join('')}\n`);
    const load = { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0]! * 100) / 100 };
    process.stdout.write(`load average (1 min) before ${load.before}, after ${load.after}\n`);
    const targets = checkTargets(results, rss.read_cache_on ?? 0);
    for (const t of targets) process.stdout.write(`${t.met ? 'met   ' : 'missed'} ${t.target}: ${t.measured}\n`);
    return { listings: count, connections, duration_s: duration, service_peak_rss_mb: rss, load_average_1m: load, endpoints: results, targets };
  } finally {
    for (const { service } of services) await stopService(service);
    await db.end();
  }
}

/** Issue 3's targets, judged on the service as configured by default. */
function checkTargets(results: Array<Record<string, unknown>>, rssMb: number): Array<{ target: string; measured: string; met: boolean }> {
  const on = results.filter((r) => r.read_cache === 'on');
  const lists = on.filter((r) => String(r.endpoint).startsWith('list'));
  const p95 = (names: Array<Record<string, unknown>>) => Math.max(...names.map((r) => Number(r.p95_ms)));
  const detailStats = on.filter((r) => r.endpoint === 'detail' || r.endpoint === 'stats');
  const minFraction = Math.min(...lists.map((r) => Number(r.fraction_of_pgbench)));
  return [
    { target: 'every list p95 < 25 ms', measured: `worst ${p95(lists)} ms`, met: p95(lists) < 25 },
    { target: 'detail and stats p95 < 10 ms', measured: `worst ${p95(detailStats)} ms`, met: p95(detailStats) < 10 },
    { target: 'list req/s >= 0.5 of pgbench', measured: `lowest ${minFraction}`, met: minFraction >= 0.5 },
    { target: 'service RSS < 200 MB', measured: `${rssMb} MB`, met: rssMb < 200 },
  ];
}
