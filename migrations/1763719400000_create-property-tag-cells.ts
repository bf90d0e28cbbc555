import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * The count cube of migration 1763716000000 once more for each feature tag,
 * anywhere (no location), so that one feature tag with the cube's other
 * filters is counted from cells instead of rows (issue 13).
 *
 * A features search with a price or room bound read every property carrying
 * the tag (a GIN match is only visible in the table): EXPLAIN (ANALYZE,
 * BUFFERS) at 1,000,000 seeded listings, `min_price=300000&min_bedrooms=2&
 * features=garage`: 250,666 matches, 136,000 table pages, 1.0 s. Its total is
 * now a sum of cells, and with the total known the page walks the sort's
 * index and reads only the rows the walk passes (page-sql.ts, filterFirst).
 *
 * Only the anywhere scopes (1, 11, 21, 31, as the cube numbers them: priced
 * or not, rolled up or not): a tag's cells of one city would be nearly one
 * per property (a city's priced cells hold 5 properties each), and a search
 * with a city finds its tag's matches of that city in one GIN scan
 * (migration 1763719200000). Tags combined are counted from the rows: their
 * cells would multiply with every pair.
 *
 * Each written property adds four cells per tag it carries (about sixteen in
 * the seed). Writers only append signed deltas, the statistics compaction
 * folds them in, and readers add the pending deltas, as for the cube. The
 * columns are the cube's (city, state and country always ''), so that one
 * condition (count-cells.ts, cellConditions) selects the cells of both.
 */

const normalisedTags = (rows: string) => `
  SELECT c.sign, u.tag, coalesce(c.property_type, '') AS type, c.status,
         property_count_rooms(c.bedrooms_total) AS bed, property_count_rooms(c.bathrooms_total) AS bath,
         property_count_price_bucket(c.price_current) AS pb
    FROM (${rows}) c
   CROSS JOIN LATERAL (SELECT DISTINCT t AS tag FROM unnest(c.features) t WHERE t IS NOT NULL) u`;

/** The four anywhere cells of a tagged row: priced or not (+10), in full or rolled up (+20). */
const CELLS = `
  CROSS JOIN LATERAL (VALUES (0, -9::smallint), (10, r.pb)) p (priced, pb)
  CROSS JOIN LATERAL (VALUES (0, r.type, r.status, r.bed, r.bath), (20, '', '', -9::smallint, -9::smallint)) g (rolled, type, status, bed, bath)`;

const SELECT_CELLS = (rows: string) => `
    SELECT r.tag, 1 + p.priced + g.rolled, '', '', '', p.pb, g.type, g.status, g.bed, g.bath, sum(r.sign)
      FROM (${normalisedTags(rows)}) r ${CELLS}
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`;

const KEY = 'tag, scope, city, state, country, pb, type, status, bed, bath';
const COLUMNS = 'features, property_type, status, bedrooms_total, bathrooms_total, price_current';

const capture = (rows: string) => `
    INSERT INTO property_tag_count_cell_deltas (${KEY}, n)
    ${SELECT_CELLS(rows)}
    HAVING sum(r.sign) <> 0;`;

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_tag_cells (
      tag     text NOT NULL,
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
    CREATE TABLE property_tag_count_cell_deltas (LIKE property_tag_cells);
    CREATE INDEX property_tag_count_cell_deltas_cell_idx ON property_tag_count_cell_deltas (${KEY});

    CREATE FUNCTION property_tag_cell_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${capture(`SELECT 1 AS sign, ${COLUMNS} FROM new_rows`)}
      ELSIF TG_OP = 'DELETE' THEN
        ${capture(`SELECT -1 AS sign, ${COLUMNS} FROM old_rows`)}
      ELSE
        -- Unchanged rows cancel out.
        ${capture(`SELECT -1 AS sign, ${COLUMNS} FROM old_rows UNION ALL SELECT 1, ${COLUMNS} FROM new_rows`)}
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE FUNCTION property_tag_cell_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM property_tag_count_cell_deltas;
      DELETE FROM property_tag_cells;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER properties_tag_cell_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_tag_cell_capture();
    CREATE TRIGGER properties_tag_cell_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_tag_cell_capture();
    CREATE TRIGGER properties_tag_cell_delete AFTER DELETE ON properties
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_tag_cell_capture();
    CREATE TRIGGER properties_tag_cell_truncate AFTER TRUNCATE ON properties
      FOR EACH STATEMENT EXECUTE FUNCTION property_tag_cell_reset();

    -- Rows already stored (the triggers above hold off writers until this commits).
    INSERT INTO property_tag_cells (${KEY}, n)
    ${SELECT_CELLS(`SELECT 1 AS sign, ${COLUMNS} FROM properties`)};
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER properties_tag_cell_truncate ON properties;
    DROP TRIGGER properties_tag_cell_delete ON properties;
    DROP TRIGGER properties_tag_cell_update ON properties;
    DROP TRIGGER properties_tag_cell_insert ON properties;
    DROP FUNCTION property_tag_cell_reset();
    DROP FUNCTION property_tag_cell_capture();
    DROP TABLE property_tag_count_cell_deltas;
    DROP TABLE property_tag_cells;
  `);
}
