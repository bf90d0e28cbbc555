/*
 * `npm run bench -- changes [--count 1000000] [--seed 1] [--requests 300] [--depth 900000] [--database pds_bench_sync]`
 *
 * The change feed (GET /api/v1/changes) at --count listings: the database is
 * seeded as `npm run seed` does, then the feed is filled to one `created`
 * change per listing plus one `updated` per fifth listing (written by SQL in
 * chunks, each through the feed's insert trigger like every writer). The
 * compiled service then answers 1,000-item pages after random positions over
 * the whole feed, one request after another: latency percentiles over HTTP,
 * of the repository's read alone, and of the query's execution inside
 * PostgreSQL (EXPLAIN ANALYZE), which a busy shared machine disturbs least.
 * Target (issue 14): a 1,000-item page in <= 50 ms (p95) at 1,000,000 listings.
 * Then a list page by cursor after item --depth (900,000) against the first
 * page (issue 14: as fast at any depth).
 *
 * Database: `pds_bench_sync` (or --database, e.g. the reads benchmark's) on PDS_BENCH_DATABASE_URL (a PostgreSQL server URL;
 * default postgres://postgres@127.0.0.1:5432/postgres), kept between runs and
 * filled only up to --count, so a second run starts at once.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateUp } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { ChangesRepository, PAGE_SQL } from '../src/modules/changes/changes.repository';
import { seedProperties } from '../src/tools/property-seeder';
import { benchServerUrl, intOption, option, percentile, round, startService, stopService } from './lib';

const DEFAULT_DATABASE = 'pds_bench_sync';
const PAGE = 1000;
const CHUNK = 100_000;
const CREATED_FIELDS = [
  'url', 'title', 'description', 'property_type', 'property_subtype', 'status', 'address.formatted', 'address.street',
  'address.city', 'address.state', 'address.country', 'address.postal_code', 'location.latitude', 'location.longitude',
  'financial.price_current', 'financial.currency', 'financial.price_per_sqm', 'dimensions.square_meters_total',
  'rooms.bedrooms_total', 'rooms.bathrooms_total', 'construction.year_built', 'features', 'listing.listing_date',
];
const UPDATED_FIELDS = ['financial.price_current', 'financial.price_per_sqm'];

async function ensureDatabase(database: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--database: "${database}" is not a plain lower-case name`);
  const admin = new pg.Client({ connectionString: benchServerUrl() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(benchServerUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Appends changes until the feed holds `wanted` of this kind: one per listing in id order, every `step`-th listing. */
async function fillFeed(db: pg.Pool, kind: 'created' | 'updated', fields: string[], wanted: number, step: number): Promise<number> {
  const have = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM property_changes WHERE kind = $1', [kind])).rows[0]!.n);
  for (let done = have; done < wanted; done += CHUNK) {
    await db.query(
      `INSERT INTO property_changes (property_id, kind, changed_fields, source)
       SELECT id, $1, $2, source FROM (SELECT id, source, row_number() OVER (ORDER BY id) AS n FROM properties) p
        WHERE p.n % $3 = 0 ORDER BY p.n OFFSET $4 LIMIT $5`,
      [kind, fields, step, done, Math.min(CHUNK, wanted - done)],
    );
  }
  return wanted - have;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function summary(ms: number[]): Record<string, number> {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50_ms: round(percentile(sorted, 50), 2), p95_ms: round(percentile(sorted, 95), 2), p99_ms: round(percentile(sorted, 99), 2), max_ms: round(sorted[sorted.length - 1] ?? 0, 2) };
}

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const count = intOption(args, 'count', 1_000_000);
  const seed = intOption(args, 'seed', 1);
  const requests = intOption(args, 'requests', 300);
  const depth = intOption(args, 'depth', 900_000);
  const url = await ensureDatabase(option(args, 'database', DEFAULT_DATABASE));
  const log = createLogger({ logLevel: 'warn', version: 'bench' });
  await migrateUp(url, log);
  // As the service's pool (src/db/pool.ts): JIT would add its compile time to these short reads.
  const db = new pg.Pool({ connectionString: url, max: 4, options: '-c jit=off' });
  try {
    const seeding = await seedProperties(db, { count, seed, log });
    const listings = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM properties')).rows[0]!.n);
    const started = performance.now();
    const added = (await fillFeed(db, 'created', CREATED_FIELDS, listings, 1)) + (await fillFeed(db, 'updated', UPDATED_FIELDS, Math.floor(listings / 5), 5));
    const fillSeconds = round((performance.now() - started) / 1000, 1);
    if (added > 0) await db.query('VACUUM ANALYZE property_changes');
    const { rows } = await db.query<{ lo: string; hi: string; n: string }>('SELECT min(seq) AS lo, max(seq) AS hi, count(*) AS n FROM property_changes');
    const lo = Number(rows[0]!.lo);
    const hi = Number(rows[0]!.hi);
    const positions = Array.from({ length: requests }, () => lo + Math.floor(Math.random() * Math.max(1, hi - lo - PAGE)));
    process.stdout.write(`listings ${listings}, changes ${rows[0]!.n} (seq ${lo}..${hi}); load ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);

    const repository = new ChangesRepository(db);
    for (const after of positions.slice(0, 20)) await repository.page(after, PAGE + 1);
    const sqlMs: number[] = [];
    for (const after of positions) sqlMs.push(await timed(() => repository.page(after, PAGE + 1)));

    // The server's own execution time: what the page costs PostgreSQL, apart from the client's share of a busy machine.
    const serverMs: number[] = [];
    for (const after of positions.slice(0, 100)) {
      const { rows: plan } = await db.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${PAGE_SQL}`, [after, PAGE + 1]);
      serverMs.push(plan[0]!['QUERY PLAN'][0]!['Execution Time']);
    }

    const service = await startService({ env: { PDS_DATABASE_URL: url, PDS_BATCH_WORKER: 'false' } });
    const httpMs: number[] = [];
    let bytes = 0;
    let cursorDepth: Awaited<ReturnType<typeof cursorAtDepth>> | undefined;
    try {
      const get = async (after: number) => {
        const res = await fetch(`${service.baseUrl}/api/v1/changes?after=${after}&limit=${PAGE}`);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`GET /api/v1/changes answered ${res.status}: ${body.slice(0, 200)}`);
        bytes = body.length;
      };
      for (const after of positions.slice(0, 20)) await get(after);
      for (const after of positions) httpMs.push(await timed(() => get(after)));
      cursorDepth = await cursorAtDepth(service.baseUrl, Math.min(depth, listings - 200));
    } finally {
      await stopService(service);
    }
    const figures = {
      listings,
      changes: Number(rows[0]!.n),
      seeded_now: seeding.inserted,
      changes_added_now: added,
      fill_seconds: fillSeconds,
      page_items: PAGE,
      page_bytes: bytes,
      requests,
      http: summary(httpMs),
      sql: summary(sqlMs),
      sql_server_execution: summary(serverMs),
      load_average: loadavg().map((l) => round(l, 2)),
      target_p95_ms: 50,
      cursor_depth: cursorDepth,
    };
    process.stdout.write(
      `1,000-item page over HTTP: p50 ${figures.http.p50_ms} ms, p95 ${figures.http.p95_ms} ms, p99 ${figures.http.p99_ms} ms ` +
        `(SQL from the client p95 ${figures.sql.p95_ms} ms, executing in the server p95 ${figures.sql_server_execution.p95_ms} ms); ${bytes} bytes\n`,
    );
    if (cursorDepth) {
      process.stdout.write(`list page by cursor after item ${cursorDepth.depth}: p50 ${cursorDepth.deep.p50_ms} ms, p95 ${cursorDepth.deep.p95_ms} ms; ` +
        `first page: p50 ${cursorDepth.first.p50_ms} ms, p95 ${cursorDepth.first.p95_ms} ms\n`);
    }
    return figures;
  } finally {
    await db.end();
  }
}

/**
 * Issue 14's "a cursor page at depth 900,000 as fast as the first": walks the
 * list (sort=price) by cursor to `depth` in pages of 1,000, then reads pages
 * of 100-159 items from the start and after that cursor, alternately, each
 * limit once (no answer comes from the response cache).
 */
async function cursorAtDepth(baseUrl: string, depth: number) {
  const list = `${baseUrl}/api/v1/properties?sort=price`;
  let cursor: string | null = null;
  let walked = 0;
  const started = performance.now();
  while (walked < depth) {
    const res = await fetch(`${list}&limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
    const body = (await res.json()) as { data: unknown[]; metadata: { next_cursor: string | null } };
    if (res.status !== 200 || !body.metadata.next_cursor) throw new Error(`walking the list by cursor stopped at ${walked}`);
    walked += body.data.length;
    cursor = body.metadata.next_cursor;
  }
  const walkSeconds = round((performance.now() - started) / 1000, 1);
  const first: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < 60; i++) {
    const read = async (url: string) => {
      const res = await fetch(url);
      await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    };
    first.push(await timed(() => read(`${list}&limit=${100 + i}`)));
    deep.push(await timed(() => read(`${list}&limit=${100 + i}&cursor=${cursor}`)));
  }
  return { depth: walked, walk_seconds: walkSeconds, first: summary(first), deep: summary(deep) };
}
