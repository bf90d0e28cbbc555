import type { Pool } from 'pg';
import { withTransaction, type Queryable } from '../../db/pool';
import { VERSION_QUERY } from '../properties/properties.repository';

/** One aggregate of the summary: a dimension value with its count and price sums. */
export interface StatAggregate {
  dimension: 'total' | 'status' | 'type' | 'city' | 'price_bucket';
  key: string;
  properties: number;
  priced: number;
  /** Mean price of the priced properties, rounded to cents; 0 when none has a price. */
  averagePrice: number;
}

export interface StatsSnapshot {
  /** The data version the aggregates were read at (see properties.repository's VERSION_QUERY). */
  version: number;
  aggregates: StatAggregate[];
  /** Delta rows not yet folded into the summary. */
  pending: number;
}

// Summary rows plus the deltas not yet folded in, read in one statement (one
// snapshot): a compaction commits atomically, so the sum is exact either way.
// The 'writes' counter comes along: it is the data version of the snapshot.
//
// Cities are counted as the list's `city` filter matches them, ignoring case
// (lower(), as the filter compares): "Boston" and "boston" are one city of
// three properties, not two keys that each disagree with the list's total for
// `city=Boston`. The name shown is the spelling most of its properties carry
// (ties: the first in byte order). The summary keeps each spelling as written.
export const STATS_READ_SQL = `
  WITH s AS (
    SELECT dimension, key,
           sum(properties)::bigint AS properties,
           sum(priced)::bigint AS priced,
           sum(price_sum) AS price_sum,
           sum(pending)::bigint AS pending
      FROM (SELECT dimension, key, properties, priced, price_sum, 0 AS pending FROM property_stats
            UNION ALL
            SELECT dimension, key, properties, priced, price_sum, 1 FROM property_stat_deltas) d
     GROUP BY dimension, key
    HAVING sum(properties) <> 0 OR dimension = 'total'
  )
  SELECT dimension,
         (array_agg(key ORDER BY properties DESC, key COLLATE "C"))[1] AS key,
         sum(properties)::bigint AS properties,
         sum(priced)::bigint AS priced,
         coalesce(round(sum(price_sum) / nullif(sum(priced), 0), 2), 0) AS average_price,
         sum(pending)::bigint AS pending
    FROM s
   GROUP BY dimension, CASE WHEN dimension = 'city' THEN lower(key) ELSE key END`;

const COMPACT_SQL = `
  WITH moved AS (
    DELETE FROM property_stat_deltas RETURNING dimension, key, properties, priced, price_sum
  ), folded AS (
    SELECT dimension, key, sum(properties) AS properties, sum(priced) AS priced, sum(price_sum) AS price_sum, count(*) AS n
      FROM moved GROUP BY dimension, key
  ), applied AS (
    INSERT INTO property_stats AS s (dimension, key, properties, priced, price_sum)
    SELECT dimension, key, properties, priced, price_sum FROM folded
    ON CONFLICT (dimension, key) DO UPDATE
       SET properties = s.properties + excluded.properties,
           priced = s.priced + excluded.priced,
           price_sum = s.price_sum + excluded.price_sum
    RETURNING 1
  )
  SELECT coalesce(sum(n), 0)::bigint AS moved FROM folded`;

/** Moves every pending delta of `deltas` into `target`, summed per `key` (the kept counts below have one shape). */
const foldCounts = (deltas: string, target: string, key: string) => `
  WITH moved AS (
    DELETE FROM ${deltas} RETURNING ${key}, n
  )
  INSERT INTO ${target} AS c (${key}, n)
  SELECT ${key}, sum(n) FROM moved GROUP BY ${key}
  ON CONFLICT (${key}) DO UPDATE SET n = c.n + excluded.n`;

// The count cube's deltas (migration 1763716000000), folded in the same transaction. A cell that
// falls to zero is kept: it is summed as zero, and the key space is bounded (locations x types x
// statuses x rooms x buckets), so there is nothing to gain from scanning for it.
const CELL_KEY = 'scope, city, state, country, pb, type, status, bed, bath';
const COMPACT_CELLS_SQL = foldCounts('property_count_deltas', 'property_count_cells', CELL_KEY);

// The feature tags' counts (migration 1763719300000), folded likewise; a tag no property carries any more goes.
const COMPACT_TAGS_SQL = foldCounts('property_tag_count_deltas', 'property_tag_counts', 'tag');

// The facets' cells (tags, size, year and month buckets; migration 1763719400000), folded like the
// cube's; a cell at zero is kept for the same reason (bounded: facets x the anywhere cells).
const COMPACT_FACET_CELLS_SQL = foldCounts('property_facet_cell_deltas', 'property_facet_cells', `facet, bucket, ${CELL_KEY}`);

/** Serialises compactions across every instance sharing the database ('pds_stat'). */
const COMPACTION_LOCK = '8098724883715088756';

/**
 * The statistics summary kept by the triggers of migration
 * 1763701000000_create-property-stats: writers only append deltas (no shared
 * row to wait on, so no lock queue or deadlock between concurrent writers);
 * compaction folds them into property_stats from time to time.
 */
export class StatsRepository {
  /**
   * `pool`: the primary, for compaction; `reader`: where the summary and the
   * data version are read (a streaming replica when PDS_DATABASE_READ_URL is
   * set): each read is one statement, so version and rows come from one
   * snapshot of one server.
   */
  constructor(
    private readonly pool: Pool,
    private readonly reader: Queryable = pool,
  ) {}

  async read(db: Queryable = this.reader): Promise<StatsSnapshot> {
    const { rows } = await db.query<{
      dimension: StatAggregate['dimension'] | 'writes';
      key: string;
      properties: number;
      priced: number;
      average_price: number;
      pending: number;
    }>({ name: 'property_stats_read', text: STATS_READ_SQL });
    const version = rows.find((r) => r.dimension === 'writes')?.properties ?? 0;
    return {
      version,
      aggregates: rows.flatMap(({ dimension, key, properties, priced, average_price }) =>
        dimension === 'writes' ? [] : [{ dimension, key, properties, priced, averagePrice: average_price }],
      ),
      pending: rows.reduce((sum, r) => sum + r.pending, 0),
    };
  }

  /** The data version now: it changes whenever committed data changes. */
  async dataVersion(db: Queryable = this.reader): Promise<number> {
    const { rows } = await db.query<{ version: number }>({ name: 'properties_data_version', text: VERSION_QUERY });
    return rows[0]?.version ?? 0;
  }

  async totalProperties(db: Queryable = this.reader): Promise<number> {
    const { rows } = await db.query<{ total: number }>(
      `SELECT coalesce(sum(properties), 0)::bigint AS total
         FROM (SELECT properties FROM property_stats WHERE dimension = 'total'
               UNION ALL SELECT properties FROM property_stat_deltas WHERE dimension = 'total') s`,
    );
    return rows[0]?.total ?? 0;
  }

  /**
   * Folds pending deltas into the summary. Returns the number of delta rows
   * folded, or undefined when another compaction holds the lock.
   */
  async compact(): Promise<number | undefined> {
    return withTransaction(this.pool, async (tx) => {
      const lock = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [COMPACTION_LOCK]);
      if (!lock.rows[0]?.locked) return undefined;
      const { rows } = await tx.query<{ moved: number }>(COMPACT_SQL);
      await tx.query(COMPACT_CELLS_SQL);
      await tx.query(COMPACT_TAGS_SQL);
      await tx.query(COMPACT_FACET_CELLS_SQL);
      await tx.query('DELETE FROM property_tag_counts WHERE n = 0');
      await tx.query(`DELETE FROM property_stats WHERE dimension <> 'total' AND properties = 0 AND priced = 0 AND price_sum = 0`);
      return rows[0]?.moved ?? 0;
    });
  }
}
