import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { StatsRepository } from '../modules/stats/stats.repository';
import { EN_STREET_SUFFIXES, FEATURE_TAGS, SEED_CITIES, SEED_SOURCES, STREET_NAMES, STREET_STYLES } from './seed-data';
import { SEED_INSERT_SQL } from './seed-sql';

export interface SeedOptions {
  count: number;
  seed: number;
  /** Listings generated per INSERT statement. */
  chunkSize?: number;
  /** Statements in flight at once (each on its own connection). */
  parallel?: number;
  /** Rebuild the table's indexes when at least this many rows were inserted and the table at least doubled (default REBUILD_FROM). */
  rebuildFrom?: number;
  log?: Logger;
}

export interface SeedResult {
  requested: number;
  inserted: number;
  total: number;
  ms: number;
}

const CITY_SLOTS = 4096;

/**
 * Indexes filled by inserts in random key order end with their leaf pages
 * about two-thirds full (page splits halve a full page); built in one pass
 * they are 90% full. At 1,000,000 seeded listings the 34 indexes of
 * properties took 6,261 MB as loaded (price index leaf density 55%) and
 * 4,275 MB rebuilt (90%), in 2 min 6 s: a third less for every read to keep
 * in memory. Rebuilt only after a load that at least doubled the table and
 * added this many rows; a small top-up is not worth holding the table.
 */
const REBUILD_FROM = 100_000;

/** Slot i holds a 1-based city index; a city gets slots in proportion to its weight. */
function citySlots(): number[] {
  const totalWeight = SEED_CITIES.reduce((sum, c) => sum + c.weight, 0);
  const slots: number[] = [];
  let acc = 0;
  SEED_CITIES.forEach((city, index) => {
    acc += city.weight;
    const upTo = Math.round((acc / totalWeight) * CITY_SLOTS);
    while (slots.length < upTo) slots.push(index + 1);
  });
  return slots;
}

function staticParams(): unknown[] {
  const c = SEED_CITIES;
  return [
    citySlots(),
    c.map((x) => x.name), c.map((x) => x.state), c.map((x) => x.country), c.map((x) => x.currency),
    c.map((x) => x.lat), c.map((x) => x.lon), c.map((x) => x.pricePerSqm), c.map((x) => x.postal),
    c.map((x) => STREET_STYLES.indexOf(x.style)),
    STREET_STYLES.flatMap((style) => STREET_NAMES[style]),
    EN_STREET_SUFFIXES,
    SEED_SOURCES.map((s) => s.name), SEED_SOURCES.map((s) => s.prefix), SEED_SOURCES.map((s) => s.host),
    FEATURE_TAGS,
  ];
}

/**
 * Loads listings 1..count of `seed` straight into the database. Listings a
 * previous run of the same seed already stored are skipped (the address hash
 * is unique), so a run with a larger count only adds the missing ones. The
 * statistics triggers see every insert, so stats stay exact; the pending
 * deltas are folded at the end and the tables vacuumed and analysed.
 */
export async function seedProperties(pool: Pool, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const stats = new StatsRepository(pool);
  const before = await stats.totalProperties();
  const chunkSize = options.chunkSize ?? 25_000;
  const parallel = Math.max(1, options.parallel ?? 2);
  const fixed = staticParams();
  const chunks: Array<[number, number]> = [];
  // Highest n first: n counts back in time, so rows are inserted oldest first (see seed-sql.ts).
  for (let last = options.count; last >= 1; last -= chunkSize) chunks.push([Math.max(1, last - chunkSize + 1), last]);

  let inserted = 0;
  let done = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < chunks.length) {
      const [first, last] = chunks[next++]!;
      const { rows } = await pool.query<{ inserted: number }>(SEED_INSERT_SQL, [options.seed, first, last, ...fixed]);
      inserted += rows[0]?.inserted ?? 0;
      done += last - first + 1;
      options.log?.info({ done, of: options.count, inserted, ms: Date.now() - started }, 'seeding');
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));

  await stats.compact();
  if (inserted >= Math.max(before, options.rebuildFrom ?? REBUILD_FROM)) await rebuildIndexes(pool, options.log);
  // A bulk load leaves no visibility map (index-only counts and pages need it) and no planner
  // statistics: VACUUM ANALYZE now, as the README asks after any large import. The summaries
  // too: compacting leaves every delta the triggers appended dead (3M of them at 1M listings,
  // which made each exact total scan them until a vacuum), and the cube's cells unanalysed.
  await pool.query(`VACUUM (ANALYZE) properties, property_sources, property_stats, property_stat_deltas,
                    property_count_cells, property_count_deltas, property_tag_counts, property_tag_count_deltas,
                    property_facet_cells, property_facet_cell_deltas`);
  const total = await stats.totalProperties();
  return { requested: options.count, inserted, total, ms: Date.now() - started };
}

/** REINDEX of properties (see REBUILD_FROM), with room to sort in memory; reads and writes of the table wait meanwhile. */
async function rebuildIndexes(pool: Pool, log: Logger | undefined): Promise<void> {
  const client = await pool.connect();
  const startedAt = Date.now();
  try {
    log?.info('rebuilding the indexes of properties (a bulk load leaves them a third larger)');
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query('REINDEX TABLE properties');
    log?.info({ ms: Date.now() - startedAt }, 'indexes rebuilt');
  } finally {
    client.release(true);
  }
}
