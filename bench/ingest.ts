/*
 * `npm run bench -- ingest [--seconds 60] [--concurrency 4] [--cached 6000] [--singles 2000]`
 *
 * The submission pipeline of one compiled service process, driven over HTTP:
 *   1. batches of 100 fresh properties with coordinates supplied, for --seconds;
 *   2. batches of 100 fresh properties whose addresses are already in the
 *      geocode cache (--cached addresses warmed through POST /api/v1/geocode
 *      against a local fake provider), until they are used up;
 *   3. single submissions one after another: p50/p95/p99 latency;
 *   4. COPY of the rows phase 1 stored into the same table (new address
 *      hashes), the floor of what PostgreSQL can take; the pipeline's rate is
 *      reported as a fraction of it.
 * Targets (issue 6): >= 3,000 properties/s through batches; single p95 < 30 ms.
 *
 * Database: a fresh one per run on PDS_BENCH_DATABASE_URL (a PostgreSQL server
 * URL; default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connectorHeaders, createScratchDatabase, intOption, percentile, round, startService, stopService, type Service } from './lib';

const BATCH = 100;

/** Answers every Nominatim search with one place, at once: the provider is never the bottleneck here. */
async function startFakeProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const [street = '', city = ''] = q.split(', ');
    const [number = '1', ...road] = street.split(' ');
    const place = {
      place_id: 1, lat: '45.5', lon: '-122.6', class: 'place', type: 'house', place_rank: 30, importance: 0.5,
      display_name: q, address: { house_number: number, road: road.join(' '), city, state: 'Oregon', postcode: '97201', country: 'United States', country_code: 'us' },
      boundingbox: ['45.4', '45.6', '-122.7', '-122.5'],
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([place]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}`, server };
}

/** Property `n` of a run: its own address; coordinates optional. */
function item(run: string, n: number, withCoordinates: boolean): string {
  const location = withCoordinates ? `,"location":{"latitude":${45.5 + (n % 1000) / 1e5},"longitude":${-122.6 - Math.floor(n / 1000) / 1e5}}` : '';
  return `{"external_id":"${run}-${n}","title":"Bench listing ${n}","property_type":"residential","property_subtype":"detached",` +
    `"status":"for_sale","financial":{"price_current":${150000 + n},"currency":"USD"},` +
    `"address":{"street":"${n} ${run} Avenue","city":"Portland","state":"OR","postal_code":"97201","country":"US"}${location},` +
    `"dimensions":{"square_meters_total":95},"rooms":{"bedrooms_total":2,"bathrooms_total":1},` +
    `"listing":{"listing_date":"2024-03-01"},"data_quality":{"data_quality_score":0.7}}`;
}

/** The geocode cache key line of item `n`, as the geocoder builds it from the structured address. */
const addressLine = (run: string, n: number) => `${n} ${run} Avenue, Portland, OR 97201, US`;

interface Session {
  baseUrl: string;
  headers: Record<string, string>;
}

/** What the bench reads of an answer. */
interface Answer {
  data: { summary: { accepted: number } };
  status?: string;
  location?: unknown;
}

async function post(session: Session, route: string, body: string): Promise<{ status: number; json: Answer }> {
  const res = await fetch(`${session.baseUrl}${route}`, { method: 'POST', headers: session.headers, body });
  return { status: res.status, json: (await res.json()) as Answer };
}

/** `workers` loops posting batches until `next()` says stop; counts accepted properties. */
async function driveBatches(session: Session, workers: number, next: () => string | undefined): Promise<{ properties: number; ms: number; batches: number }> {
  let properties = 0;
  let batches = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let body = next(); body !== undefined; body = next()) {
        const res = await post(session, '/connectors/properties/batch', body);
        if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${JSON.stringify(res.json).slice(0, 500)}`);
        properties += res.json.data.summary.accepted;
        batches += 1;
      }
    }),
  );
  return { properties, ms: performance.now() - started, batches };
}

function batchOf(run: string, from: number, withCoordinates: boolean): string {
  const items = Array.from({ length: BATCH }, (_, i) => item(run, from + i, withCoordinates));
  return `{"properties":[${items.join(',')}]}`;
}

/**
 * COPY over node-postgres without another package: a "submittable" the client
 * drives through the copy sub-protocol (pg-copy-streams does the same, with streams).
 */
class CopyQuery {
  callback: ((err: Error | null, result?: unknown) => void) | undefined;
  private readonly chunks: Buffer[] = [];
  private rowCount = 0;
  private failed: Error | undefined;
  private done = false;

  constructor(
    private readonly text: string,
    private readonly input?: Buffer,
  ) {}

  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void }): void {
    const data = this.input ?? Buffer.alloc(0);
    for (let at = 0; at < data.length; at += 1 << 20) connection.sendCopyFromChunk(data.subarray(at, at + (1 << 20)));
    connection.endCopyFrom();
  }
  handleCopyData(msg: { chunk: Buffer }): void {
    // The chunk is a view of the socket's buffer, which the next packet overwrites.
    this.chunks.push(Buffer.from(msg.chunk));
  }
  handleCommandComplete(msg: { text: string }): void {
    this.rowCount = Number.parseInt(msg.text.split(' ')[1] ?? '0', 10);
  }
  handleError(err: Error): void {
    this.failed = err;
    this.finish();
  }
  handleReadyForQuery(): void {
    this.finish();
  }
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.callback?.(this.failed ?? null, this.input ? this.rowCount : Buffer.concat(this.chunks));
  }
}

function runCopy<T>(db: pg.Client, query: CopyQuery): Promise<T> {
  return new Promise((resolve, reject) => {
    query.callback = (err, result) => (err ? reject(err) : resolve(result as T));
    (db as unknown as { query(q: CopyQuery): void }).query(query);
  });
}

const copyOut = (db: pg.Client, sql: string) => runCopy<Buffer>(db, new CopyQuery(sql));
const copyIn = (db: pg.Client, sql: string, data: Buffer) => runCopy<number>(db, new CopyQuery(sql, data));

const COPY_COLUMNS = `source, external_id, url, title, description, property_type, property_subtype, status, address_formatted,
  street, city, state, country, postal_code, latitude, longitude, price_current, currency, price_per_sqm, square_meters_total,
  square_meters_interior, land_area_sqm, bedrooms_total, bathrooms_total, living_rooms, parking_spaces, year_built,
  building_type, condition, features, listing_status, listing_date, images, address_hash, provenance, geocode_status`;

/** COPY the rows phase 1 stored back into properties under new address hashes; rows per second. */
async function copyBaseline(databaseUrl: string, source: string, run: string): Promise<{ rows: number; ms: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const data = await copyOut(
      db,
      `COPY (SELECT ${COPY_COLUMNS.replace('address_hash', "address_hash || '-copy'")} FROM properties
             WHERE source = '${source}' AND external_id LIKE '${run}-%') TO STDOUT`,
    );
    const started = performance.now();
    const rows = await copyIn(db, `COPY properties (${COPY_COLUMNS}) FROM STDIN`, data);
    return { rows, ms: performance.now() - started };
  } finally {
    await db.end();
  }
}

const rate = (n: number, ms: number) => Math.round(n / (ms / 1000));

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const seconds = intOption(args, 'seconds', 60);
  const concurrency = intOption(args, 'concurrency', 4);
  const cached = intOption(args, 'cached', 6_000);
  const singles = intOption(args, 'singles', 2_000);
  const database = await createScratchDatabase('pds_bench_ingest');
  const provider = await startFakeProvider();
  let instance: Service | undefined;
  try {
    instance = await startService({
      capture: 'stderr',
      env: {
        PDS_DATABASE_URL: database.url, PDS_GEOCODER_URL: provider.url, PDS_GEOCODER_RATE: '100000',
        PDS_RATE_LIMIT_CONNECTOR: '0', PDS_RATE_LIMIT_GEOCODE: '0',
      },
    });
    const { source, headers } = await connectorHeaders(instance.baseUrl, 'bench-ingest');
    const session: Session = { baseUrl: instance.baseUrl, headers };

    // 1. Batches with coordinates, for `seconds`.
    const run1 = `c${randomBytes(3).toString('hex')}`;
    let n1 = 0;
    const until = performance.now() + seconds * 1000;
    const withCoordinates = await driveBatches(session, concurrency, () => {
      if (performance.now() >= until) return undefined;
      n1 += BATCH;
      return batchOf(run1, n1 - BATCH, true);
    });

    // 2. Batches whose addresses are in the geocode cache.
    const run2 = `g${randomBytes(3).toString('hex')}`;
    const warmStarted = performance.now();
    let warmed = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (warmed < cached) {
          const n = warmed++;
          const res = await post(session, '/api/v1/geocode', JSON.stringify({ address: addressLine(run2, n) }));
          if (res.json.status !== 'OK' || !res.json.location) throw new Error(`warming failed: ${JSON.stringify(res.json)}`);
        }
      }),
    );
    const warmMs = performance.now() - warmStarted;
    let n2 = 0;
    const fromCache = await driveBatches(session, concurrency, () => {
      if (n2 + BATCH > cached) return undefined;
      n2 += BATCH;
      return batchOf(run2, n2 - BATCH, false);
    });

    // 3. Single submissions, one at a time.
    const run3 = `s${randomBytes(3).toString('hex')}`;
    const latencies: number[] = [];
    const singleStarted = performance.now();
    for (let i = 0; i < singles; i++) {
      const t0 = performance.now();
      const res = await post(session, '/connectors/properties/single', item(run3, i, true));
      latencies.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`single answered ${res.status}: ${JSON.stringify(res.json)}`);
    }
    const singleMs = performance.now() - singleStarted;
    latencies.sort((a, b) => a - b);

    // 4. COPY baseline on the same table.
    const copy = await copyBaseline(database.url, source, run1);

    const figures = {
      machine_cpus: (await import('node:os')).cpus().length,
      batches_with_coordinates: {
        seconds: Math.round(withCoordinates.ms / 100) / 10, batches: withCoordinates.batches, properties: withCoordinates.properties,
        properties_per_second: rate(withCoordinates.properties, withCoordinates.ms), concurrency,
      },
      batches_from_geocode_cache: {
        warmed_addresses: cached, warm_seconds: Math.round(warmMs / 100) / 10, seconds: Math.round(fromCache.ms / 100) / 10,
        properties: fromCache.properties, properties_per_second: rate(fromCache.properties, fromCache.ms), concurrency,
      },
      single: {
        requests: singles, p50_ms: round(percentile(latencies, 50), 2), p95_ms: round(percentile(latencies, 95), 2), p99_ms: round(percentile(latencies, 99), 2),
        per_second: rate(singles, singleMs),
      },
      copy: { rows: copy.rows, seconds: Math.round(copy.ms / 10) / 100, rows_per_second: rate(copy.rows, copy.ms) },
      pipeline_fraction_of_copy: Math.round((rate(withCoordinates.properties, withCoordinates.ms) / rate(copy.rows, copy.ms)) * 1000) / 1000,
      targets: { batch_properties_per_second: 3000, single_p95_ms: 30 },
    };
    process.stdout.write(
      `\nphase                          properties   seconds   per second\n` +
        `batches, coordinates supplied  ${String(withCoordinates.properties).padStart(10)}   ${String(figures.batches_with_coordinates.seconds).padStart(7)}   ${String(figures.batches_with_coordinates.properties_per_second).padStart(10)}\n` +
        `batches, geocode cache hits    ${String(fromCache.properties).padStart(10)}   ${String(figures.batches_from_geocode_cache.seconds).padStart(7)}   ${String(figures.batches_from_geocode_cache.properties_per_second).padStart(10)}\n` +
        `COPY of phase 1's rows         ${String(copy.rows).padStart(10)}   ${String(figures.copy.seconds).padStart(7)}   ${String(figures.copy.rows_per_second).padStart(10)}\n` +
        `pipeline / COPY: ${figures.pipeline_fraction_of_copy}\n` +
        `single: p50 ${figures.single.p50_ms} ms, p95 ${figures.single.p95_ms} ms, p99 ${figures.single.p99_ms} ms, ${figures.single.per_second}/s sequential\n`,
    );
    return figures;
  } finally {
    if (instance) await stopService(instance);
    provider.server.close();
    await database.drop();
  }
}
