import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * How many properties carry each feature tag, kept like the count cube
 * (migration 1763716000000): statement triggers append signed deltas, the
 * statistics compaction folds them in (stats.repository), and readers add the
 * pending deltas in the same statement (issue 13).
 *
 * A features search counts its matches from the table: a GIN match is only
 * visible there, and PostgreSQL 15 reads every matching heap page even for a
 * count. One tag is a quarter of the seeded listings, so `features=
 * solar_panels&sort=-price` read 250,000 rows for its total and took 4.2 to
 * 4.9 s under the reads benchmark's load. With the tag's count kept, its
 * total is two index lookups and its page a walk of the sort's index
 * (src/modules/properties/count-cells.ts, tagCounted). Only for a search on
 * one tag alone: tags combined or with other filters are still counted from
 * the rows (their cells would multiply the cube's).
 *
 * A tag written twice in one property's list counts once, as `features @>`
 * matches it once.
 */
const TAGS_OF = (rows: string, sign: number) =>
  `SELECT ${sign} AS sign, u.tag FROM ${rows} r, LATERAL (SELECT DISTINCT t AS tag FROM unnest(r.features) t WHERE t IS NOT NULL) u`;

const capture = (tags: string) => `
    INSERT INTO property_tag_count_deltas (tag, n)
    SELECT tag, sum(sign) FROM (${tags}) c GROUP BY tag HAVING sum(sign) <> 0;`;

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_tag_counts (
      tag text PRIMARY KEY,
      n   bigint NOT NULL
    );

    -- Writers only append; a reader sums one tag's rows.
    CREATE TABLE property_tag_count_deltas (
      tag text NOT NULL,
      n   bigint NOT NULL
    );
    CREATE INDEX property_tag_count_deltas_tag_idx ON property_tag_count_deltas (tag);

    CREATE FUNCTION property_tag_count_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${capture(TAGS_OF('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN
        ${capture(TAGS_OF('old_rows', -1))}
      ELSE
        -- Unchanged tags cancel out.
        ${capture(`${TAGS_OF('old_rows', -1)} UNION ALL ${TAGS_OF('new_rows', 1)}`)}
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION property_tag_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM property_tag_count_deltas;
      DELETE FROM property_tag_counts;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER properties_tag_count_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_tag_count_capture();
    CREATE TRIGGER properties_tag_count_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_tag_count_capture();
    CREATE TRIGGER properties_tag_count_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_tag_count_capture();
    CREATE TRIGGER properties_tag_count_truncate AFTER TRUNCATE ON properties
      FOR EACH STATEMENT EXECUTE FUNCTION property_tag_count_reset();

    -- Rows already stored (the triggers above hold off writers until this commits).
    INSERT INTO property_tag_counts (tag, n)
    SELECT tag, count(*) FROM (${TAGS_OF('properties', 1)}) c GROUP BY tag;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER properties_tag_count_truncate ON properties;
    DROP TRIGGER properties_tag_count_delete ON properties;
    DROP TRIGGER properties_tag_count_update ON properties;
    DROP TRIGGER properties_tag_count_insert ON properties;
    DROP FUNCTION property_tag_count_reset();
    DROP FUNCTION property_tag_count_capture();
    DROP TABLE property_tag_count_deltas;
    DROP TABLE property_tag_counts;
  `);
}
