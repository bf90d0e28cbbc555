import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * Exact totals of the list's common filters without counting rows (issue 12).
 *
 * EXPLAIN (ANALYZE, BUFFERS) at 1,000,000 seeded listings: counting
 * `status=active&min_bedrooms=2` is an index-only scan of 470,000 entries of
 * properties_status_price_idx (70 ms), and every broad filter costs the same
 * on every page of it once a write has changed the data version. A page can
 * be read in a few milliseconds; its total could not.
 *
 * So the counts are kept, like the statistics summary (migration
 * 1763701000000): a cube of cells, one per combination of
 *   location (city, state, country; lower case, as the filters compare them),
 *   property type, status, bedrooms and bathrooms (exact 0..20, 21 for more,
 *   -1 unknown), and price bucket (PRICE_THRESHOLDS; -1 unknown),
 * each with its number of properties. A total is the sum of the cells inside
 * the filters, plus an exact count of the rows in the two price buckets a
 * range cuts through (properties.repository: a few hundred index entries;
 * none when the bounds are round numbers, which is what people pick).
 *
 * Scopes keep every sum short: a total sums only cells of the scope its
 * filters need, and none of them holds more than type x status x rooms x
 * buckets cells for one location:
 *   1 anywhere, 2 per country, 3 per state (and country), 4 per city (with
 *   its state and country), each priced (+10, with the price bucket) and
 *   unpriced (bucket -9: a total without price bounds sums fewer cells),
 *   each in full and rolled up over type, status and rooms (+20: '' and -9
 *   there), for totals that filter none of them: `min_price=200000` sums
 *   the 29 buckets above it, not the 7,588 cells of every type, status and
 *   room count in them (4.7 ms).
 *
 * Writers only append signed deltas (statement triggers with transition
 * tables: one grouped insert per statement); the statistics compaction folds
 * them in (stats.repository). Readers add pending deltas in the same statement.
 */

/** Lower bounds of the price buckets after the first (a bucket holds [t_k, t_k+1)). Imported by src/modules/properties/count-cells.ts, which plans the sums. */
export const PRICE_THRESHOLDS = [
  25_000, 50_000, 75_000, 100_000, 125_000, 150_000, 175_000, 200_000, 225_000, 250_000, 275_000, 300_000, 350_000, 400_000,
  450_000, 500_000, 550_000, 600_000, 650_000, 700_000, 750_000, 800_000, 900_000, 1_000_000, 1_100_000, 1_200_000, 1_300_000,
  1_400_000, 1_500_000, 1_750_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000, 5_000_000, 6_000_000, 7_500_000,
  10_000_000, 15_000_000, 20_000_000, 30_000_000, 50_000_000, 100_000_000,
];

/** A changed row's key columns, normalised. `rows`: a relation with the properties columns and `sign`. */
const normalised = (rows: string) => `
  SELECT c.sign, lower(c.city) AS city, lower(c.state) AS state, lower(c.country) AS country,
         coalesce(c.property_type, '') AS type, c.status,
         property_count_rooms(c.bedrooms_total) AS bed, property_count_rooms(c.bathrooms_total) AS bath,
         property_count_price_bucket(c.price_current) AS pb
    FROM (${rows}) c`;

/** Every cell a normalised row counts in (eight scopes; a location scope only when that location is known). */
const CELLS = `
  CROSS JOIN LATERAL (VALUES
    (1, '', '', '', true), (2, '', '', r.country, r.country IS NOT NULL),
    (3, '', r.state, coalesce(r.country, ''), r.state IS NOT NULL),
    (4, r.city, coalesce(r.state, ''), coalesce(r.country, ''), r.city IS NOT NULL)
  ) l (scope, city, state, country, present)
  CROSS JOIN LATERAL (VALUES (0, -9::smallint), (10, r.pb)) p (priced, pb)
  CROSS JOIN LATERAL (VALUES (0, r.type, r.status, r.bed, r.bath), (20, '', '', -9::smallint, -9::smallint)) g (rolled, type, status, bed, bath)
  WHERE l.present`;

const capture = (rows: string) => `
    INSERT INTO property_count_deltas (scope, city, state, country, pb, type, status, bed, bath, n)
    SELECT l.scope + p.priced + g.rolled, l.city, l.state, l.country, p.pb, g.type, g.status, g.bed, g.bath, sum(r.sign)
      FROM (${normalised(rows)}) r ${CELLS}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(r.sign) <> 0;`;

const COLUMNS = 'sign, city, state, country, property_type, status, bedrooms_total, bathrooms_total, price_current';

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE FUNCTION property_count_rooms(rooms integer) RETURNS smallint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN rooms IS NULL THEN -1 WHEN rooms < 0 THEN -2 WHEN rooms > 20 THEN 21 ELSE rooms END::smallint
      $$;

    CREATE FUNCTION property_count_price_bucket(price numeric) RETURNS smallint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(width_bucket(price, '{${PRICE_THRESHOLDS.join(',')}}'::numeric[]), -1)::smallint
      $$;

    -- Key order: the location first (always given for its scope), then the bucket (a price range is one span of it).
    CREATE TABLE property_count_cells (
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
      -- n INCLUDEd: a sum is an index-only scan. Without it, summing the 5,700 cells of
      -- min_price=200000 read 5,700 table pages (the cells lie in insertion order): 8.7 ms.
      PRIMARY KEY (scope, city, state, country, pb, type, status, bed, bath) INCLUDE (n)
    );

    -- The same columns, no key: writers only append.
    CREATE TABLE property_count_deltas (LIKE property_count_cells);

    CREATE FUNCTION property_count_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${capture(`SELECT 1 AS sign, ${COLUMNS.replace('sign, ', '')} FROM new_rows`)}
      ELSIF TG_OP = 'DELETE' THEN
        ${capture(`SELECT -1 AS sign, ${COLUMNS.replace('sign, ', '')} FROM old_rows`)}
      ELSE
        ${capture(`SELECT -1 AS sign, ${COLUMNS.replace('sign, ', '')} FROM old_rows
                   UNION ALL SELECT 1, ${COLUMNS.replace('sign, ', '')} FROM new_rows`)}
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION property_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM property_count_deltas;
      DELETE FROM property_count_cells;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER properties_count_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_count_capture();
    CREATE TRIGGER properties_count_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_count_capture();
    CREATE TRIGGER properties_count_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_count_capture();
    CREATE TRIGGER properties_count_truncate AFTER TRUNCATE ON properties
      FOR EACH STATEMENT EXECUTE FUNCTION property_count_reset();

    -- Rows already stored (the triggers above hold off writers until this commits).
    INSERT INTO property_count_cells (scope, city, state, country, pb, type, status, bed, bath, n)
    SELECT l.scope + p.priced + g.rolled, l.city, l.state, l.country, p.pb, g.type, g.status, g.bed, g.bath, sum(r.sign)
      FROM (${normalised(`SELECT 1 AS sign, ${COLUMNS.replace('sign, ', '')} FROM properties`)}) r ${CELLS}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER properties_count_truncate ON properties;
    DROP TRIGGER properties_count_delete ON properties;
    DROP TRIGGER properties_count_update ON properties;
    DROP TRIGGER properties_count_insert ON properties;
    DROP FUNCTION property_count_reset();
    DROP FUNCTION property_count_capture();
    DROP TABLE property_count_deltas;
    DROP TABLE property_count_cells;
    DROP FUNCTION property_count_price_bucket(numeric);
    DROP FUNCTION property_count_rooms(integer);
  `);
}
