import type { MigrationBuilder } from 'node-pg-migrate';

// The dimensions of one changed row, with the sign of the change (+1 added, -1 removed).
const DIMENSIONS = `
  CROSS JOIN LATERAL (VALUES ('total', ''), ('status', c.status), ('type', c.property_type), ('city', c.city),
                             ('price_bucket', property_price_bucket(c.price_current))) d (dimension, key)
  WHERE d.key IS NOT NULL`;

const capture = (changes: string, rowsWritten: string): string => `
    INSERT INTO property_stat_deltas (dimension, key, properties, priced, price_sum)
    SELECT d.dimension, d.key, sum(c.sign), sum(c.sign * (c.price_current IS NOT NULL)::int), coalesce(sum(c.sign * c.price_current), 0)
      FROM (${changes}) c ${DIMENSIONS}
     GROUP BY d.dimension, d.key
    HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.price_current IS NOT NULL)::int) <> 0 OR coalesce(sum(c.sign * c.price_current), 0) <> 0
    UNION ALL
    SELECT 'writes', '', n, 0, 0 FROM (SELECT count(*) AS n FROM ${rowsWritten}) w WHERE n > 0;`;

/**
 * Exact statistics without scanning properties per request. Statement-level
 * triggers (transition tables: one aggregate per statement, so batch inserts
 * stay cheap) append signed deltas per dimension value to
 * property_stat_deltas. Writers only ever INSERT there: no shared row to
 * update, so concurrent writers never queue on a lock or deadlock. A reader
 * sums property_stats and the pending deltas in one statement (one snapshot);
 * a compaction folds the deltas into property_stats in one transaction.
 *
 * The `writes` dimension counts rows written by committed statements. It only
 * grows (TRUNCATE adds one), so two snapshots with the same count saw the same
 * committed writes: the list endpoint validates its cached totals with it.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_stats (
      dimension  text NOT NULL CHECK (dimension IN ('total', 'status', 'type', 'city', 'price_bucket', 'writes')),
      key        text NOT NULL,
      properties bigint NOT NULL,
      priced     bigint NOT NULL,
      price_sum  numeric NOT NULL,
      PRIMARY KEY (dimension, key)
    );

    CREATE TABLE property_stat_deltas (
      dimension  text NOT NULL,
      key        text NOT NULL,
      properties bigint NOT NULL,
      priced     bigint NOT NULL,
      price_sum  numeric NOT NULL
    );

    -- The contract's price buckets, lower bound inclusive.
    CREATE FUNCTION property_price_bucket(price numeric) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN price IS NULL THEN NULL
          WHEN price < 100000 THEN '0-100k'
          WHEN price < 250000 THEN '100k-250k'
          WHEN price < 500000 THEN '250k-500k'
          WHEN price < 1000000 THEN '500k-1M'
          ELSE '1M+'
        END
      $$;

    CREATE FUNCTION property_stats_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${capture('SELECT 1 AS sign, status, property_type, city, price_current FROM new_rows', 'new_rows')}
      ELSIF TG_OP = 'DELETE' THEN
        ${capture('SELECT -1 AS sign, status, property_type, city, price_current FROM old_rows', 'old_rows')}
      ELSE
        ${capture(
          `SELECT -1 AS sign, status, property_type, city, price_current FROM old_rows
           UNION ALL
           SELECT 1, status, property_type, city, price_current FROM new_rows`,
          'new_rows',
        )}
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION property_stats_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM property_stat_deltas WHERE dimension <> 'writes';
      DELETE FROM property_stats WHERE dimension <> 'writes';
      INSERT INTO property_stat_deltas (dimension, key, properties, priced, price_sum) VALUES ('writes', '', 1, 0, 0);
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER properties_stats_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_capture();
    CREATE TRIGGER properties_stats_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_capture();
    CREATE TRIGGER properties_stats_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_capture();
    CREATE TRIGGER properties_stats_truncate AFTER TRUNCATE ON properties
      FOR EACH STATEMENT EXECUTE FUNCTION property_stats_reset();

    -- Rows already stored (the triggers above hold off writers until this commits).
    INSERT INTO property_stats (dimension, key, properties, priced, price_sum)
    SELECT d.dimension, d.key, count(*), count(c.price_current), coalesce(sum(c.price_current), 0)
      FROM properties c ${DIMENSIONS}
     GROUP BY d.dimension, d.key;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER properties_stats_truncate ON properties;
    DROP TRIGGER properties_stats_delete ON properties;
    DROP TRIGGER properties_stats_update ON properties;
    DROP TRIGGER properties_stats_insert ON properties;
    DROP FUNCTION property_stats_reset();
    DROP FUNCTION property_stats_capture();
    DROP FUNCTION property_price_bucket(numeric);
    DROP TABLE property_stat_deltas;
    DROP TABLE property_stats;
  `);
}
