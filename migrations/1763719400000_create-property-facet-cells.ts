import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * The count cube of migration 1763716000000 once more for each feature tag,
 * each source and each bucket of size, year built, listing date and update date, anywhere (no location), so
 * that one of these beside the cube's other filters is counted from cells
 * instead of rows (issue 13).
 *
 * EXPLAIN (ANALYZE, BUFFERS) at 1,000,000 seeded listings:
 * - a features search with a price or room bound read every property
 *   carrying the tag (a GIN match is visible only in the table):
 *   `min_price=300000&min_bedrooms=2&features=garage`, 250,666 matches,
 *   136,000 table pages, 1.0 s;
 * - a size, year or date range that keeps about half the rows is an index-only
 *   scan of every entry inside it, and its complement (range-complement.ts)
 *   as long: `min_square_meters=80&sort=created_at`, 183 ms.
 *
 * A facet is a tag (`tag:<name>`, bucket 0), a source (`source:<name>`,
 * bucket 0: a feed's listings, spread over every city), or a column's bucket
 * (`square_meters` by SIZE_THRESHOLDS, `year_built` by YEAR_THRESHOLDS,
 * `listing_date` and `updated_at` by month, as the cube buckets prices; a
 * missing value is in no bucket: no range keeps it). An update moves a
 * property's `updated_at` to this month's bucket, as any other change of a
 * counted column moves it. Cells are the cube's anywhere scopes (1, 11, 21, 31: priced or not,
 * rolled up or not). A tag's and a source's cells hold rooms as the cube does; a bucket's
 * hold type and status but not rooms (-9, as rolled up), which would make
 * them nearly one per property: a size or year range with a rooms bound is
 * counted from the rows. So are facets combined, or beside a location: a
 * facet's cells of one city would be about one per property, and a city
 * narrows the rows to count.
 *
 * Each written property adds four cells per tag it carries, four for its
 * source and four per known size, year and date (about 36 in the seed). Writers only append signed
 * deltas, the statistics compaction folds them in, and readers add the
 * pending deltas, as for the cube. The columns are the cube's (city, state
 * and country always ''), so that one condition (count-cells.ts,
 * cellConditions) selects the cells of both.
 */

/** Lower bounds of the size buckets after the first, in m² (a bucket holds [t_k, t_k+1)). Imported by count-cells.ts. */
export const SIZE_THRESHOLDS = [
  10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 225, 250, 275, 300, 350, 400, 450,
  500, 600, 700, 800, 900, 1000, 1500, 2000, 5000, 10000,
];

/** Lower bounds of the year-built buckets after the first. Imported by count-cells.ts. */
export const YEAR_THRESHOLDS = [1800, 1850, ...Array.from({ length: 27 }, (_, i) => 1900 + 5 * i)];

/** Lower bounds of the date buckets after the first (listing and update dates): each month's start, UTC, 2000-2039, in epoch seconds. Imported by count-cells.ts. */
export const MONTH_THRESHOLDS = Array.from({ length: 480 }, (_, i) => Date.UTC(2000 + Math.floor(i / 12), i % 12, 1) / 1000);

const dateBucket = (column: string) => `width_bucket(extract(epoch FROM ${column}), '{${MONTH_THRESHOLDS.join(',')}}'::numeric[])::smallint`;

/** The facets of this migration: each tag, the source, and the size, year and date buckets. */
const BASE_FACETS = `
     SELECT DISTINCT 'tag:' || t AS facet, 0::smallint AS bucket, true AS rooms FROM unnest(c.features) t WHERE t IS NOT NULL
     UNION ALL
     SELECT 'source:' || c.source, 0, true WHERE c.source IS NOT NULL
     UNION ALL
     SELECT 'square_meters', width_bucket(c.square_meters_total, '{${SIZE_THRESHOLDS.join(',')}}'::numeric[])::smallint, false
      WHERE c.square_meters_total IS NOT NULL
     UNION ALL
     SELECT 'year_built', width_bucket(c.year_built, '{${YEAR_THRESHOLDS.join(',')}}'::int[])::smallint, false
      WHERE c.year_built IS NOT NULL
     UNION ALL
     SELECT 'listing_date', ${dateBucket('c.listing_date')}, false WHERE c.listing_date IS NOT NULL
     UNION ALL
     SELECT 'updated_at', ${dateBucket('c.updated_at')}, false`;

/**
 * Tags of a property up to which its pairs are kept (migration 1763720000000): a submission may carry 200
 * tags, whose 19,900 pairs would be 79,600 cells of one write. A property with more is counted from the table
 * (count-cells.ts, by the partial index of that migration). Imported by count-cells.ts.
 */
export const MAX_PAIRED_TAGS = 12;

/**
 * Each two tags a row of at most MAX_PAIRED_TAGS tags carries, as one facet (migration 1763720000000): `tags:`
 * and the pair as a JSON array, in byte order ("C"), each pair once however often its tags are written.
 */
const PAIR_FACETS = `
     SELECT DISTINCT 'tags:' || to_json(ARRAY[a, b])::text AS facet, 0::smallint AS bucket, true AS rooms
       FROM unnest(c.features) a, unnest(c.features) b
      WHERE a < b COLLATE "C" AND cardinality(c.features) <= ${MAX_PAIRED_TAGS}`;

/** Which facets a capture or a backfill writes: this migration's, each pair of tags, or both. */
export type FacetKinds = 'base' | 'pairs' | 'base and pairs';

const FACET_SOURCES: Record<FacetKinds, string> = {
  base: BASE_FACETS,
  pairs: PAIR_FACETS,
  'base and pairs': `${BASE_FACETS}
     UNION ALL${PAIR_FACETS}`,
};

/** Each changed row's facets with their buckets. `rows` has the properties columns of COLUMNS and `sign`. */
const facets = (rows: string, kinds: FacetKinds) => `
  SELECT c.sign, f.facet, f.bucket, f.rooms, coalesce(c.property_type, '') AS type, c.status,
         property_count_rooms(c.bedrooms_total) AS bed, property_count_rooms(c.bathrooms_total) AS bath,
         property_count_price_bucket(c.price_current) AS pb
    FROM (${rows}) c
   CROSS JOIN LATERAL (${FACET_SOURCES[kinds]}
   ) f`;

/** The four anywhere cells of a row's facet: priced or not (+10), in full or rolled up (+20); rooms only for tags. */
const CELLS = `
  CROSS JOIN LATERAL (VALUES (0, -9::smallint), (10, r.pb)) p (priced, pb)
  CROSS JOIN LATERAL (VALUES (0, r.type, r.status, CASE WHEN r.rooms THEN r.bed ELSE -9 END::smallint, CASE WHEN r.rooms THEN r.bath ELSE -9 END::smallint),
                             (20, '', '', -9::smallint, -9::smallint)) g (rolled, type, status, bed, bath)`;

const SELECT_CELLS = (rows: string, kinds: FacetKinds) => `
    SELECT r.facet, r.bucket, 1 + p.priced + g.rolled, '', '', '', p.pb, g.type, g.status, g.bed, g.bath, sum(r.sign)
      FROM (${facets(rows, kinds)}) r ${CELLS}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`;

const KEY = 'facet, bucket, scope, city, state, country, pb, type, status, bed, bath';
const COLUMNS = 'features, source, property_type, status, bedrooms_total, bathrooms_total, price_current, square_meters_total, year_built, listing_date, updated_at';

const capture = (rows: string, kinds: FacetKinds) => `
    INSERT INTO property_facet_cell_deltas (${KEY}, n)
    ${SELECT_CELLS(rows, kinds)}
    HAVING sum(r.sign) <> 0;`;

/** The statement trigger's function, writing the deltas of `kinds` (a later migration adds the pairs of tags). */
export const captureFunction = (kinds: FacetKinds) => `
    CREATE OR REPLACE FUNCTION property_facet_cell_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${capture(`SELECT 1 AS sign, ${COLUMNS} FROM new_rows`, kinds)}
      ELSIF TG_OP = 'DELETE' THEN
        ${capture(`SELECT -1 AS sign, ${COLUMNS} FROM old_rows`, kinds)}
      ELSE
        -- Unchanged rows cancel out.
        ${capture(`SELECT -1 AS sign, ${COLUMNS} FROM old_rows UNION ALL SELECT 1, ${COLUMNS} FROM new_rows`, kinds)}
      END IF;
      RETURN NULL;
    END
    $$;`;

/** The cells of `kinds` of every stored property, to write into property_facet_cells. */
export const storedCells = (kinds: FacetKinds) => `
    INSERT INTO property_facet_cells (${KEY}, n)
    ${SELECT_CELLS(`SELECT 1 AS sign, ${COLUMNS} FROM properties`, kinds)};`;

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_facet_cells (
      facet   text NOT NULL,
      bucket  smallint NOT NULL,
      scope   smallint NOT NULL,
      city    text NOT NULL,
      state   text NOT NULL,
      country text NOT NULL,
      pb      smallint NOT NULL,
      type    text NOT NULL,
      status  text NOT NULL,
      bed     smallint NOT NULL,
      bath    smallint NOT NULL,
      n       bigint NOT NULL,
      -- n INCLUDEd: a sum is an index-only scan, as the cube's.
      PRIMARY KEY (${KEY}) INCLUDE (n)
    );

    -- Writers only append; the index serves readers between compactions.
    CREATE TABLE property_facet_cell_deltas (LIKE property_facet_cells);
    CREATE INDEX property_facet_cell_deltas_cell_idx ON property_facet_cell_deltas (${KEY});

    ${captureFunction('base')}

    CREATE FUNCTION property_facet_cell_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM property_facet_cell_deltas;
      DELETE FROM property_facet_cells;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER properties_facet_cell_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_facet_cell_capture();
    CREATE TRIGGER properties_facet_cell_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_facet_cell_capture();
    CREATE TRIGGER properties_facet_cell_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_facet_cell_capture();
    CREATE TRIGGER properties_facet_cell_truncate AFTER TRUNCATE ON properties
      FOR EACH STATEMENT EXECUTE FUNCTION property_facet_cell_reset();

    -- Rows already stored (the triggers above hold off writers until this commits).
    ${storedCells('base')}
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER properties_facet_cell_truncate ON properties;
    DROP TRIGGER properties_facet_cell_delete ON properties;
    DROP TRIGGER properties_facet_cell_update ON properties;
    DROP TRIGGER properties_facet_cell_insert ON properties;
    DROP FUNCTION property_facet_cell_reset();
    DROP FUNCTION property_facet_cell_capture();
    DROP TABLE property_facet_cell_deltas;
    DROP TABLE property_facet_cells;
  `);
}
