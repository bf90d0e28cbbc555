import type { MigrationBuilder } from 'node-pg-migrate';
import { captureFunction, MAX_PAIRED_TAGS, storedCells } from './1763719400000_create-property-facet-cells';

/*
 * Each two feature tags a property carries, as one more facet of the facet
 * cells (migration 1763719400000), so that a features search on two tags,
 * alone or beside the cube's other filters anywhere, is counted from cells
 * rather than from its rows (issue 13).
 *
 * A features search of two tags counted every property carrying both from
 * the table: a GIN match is visible only there, and at 1,000,000 seeded
 * listings two tags of a quarter of the listings each share about 62,000,
 * spread over as many table pages. `features=balcony,renovated_kitchen&
 * max_price=1500000&sort=bedrooms` took 218 ms cold, and two-tag searches
 * were 1% of the portal workload's requests but 10-15% of its database time
 * (pg_stat_statements, 16 connections, cache off).
 *
 * A pair is `tags:` and the two tags as a JSON array, in byte order ("C"),
 * once per property however often its tags are written (count-cells.ts,
 * cellFacet, builds the same key). A property of k tags adds k(k-1)/2 pairs,
 * four cells each: about 28 more deltas per written property in the seed
 * (4 tags on average); a write of 1,000 properties of five tags took 225
 * instead of 165 ms. Only up to MAX_PAIRED_TAGS tags: a property with more
 * is counted from the table, found by a partial index. Three tags or more
 * in a search stay counted from the rows.
 *
 * The table is locked against writers first: a write committing between
 * the function's replacement and the backfill would be counted by neither.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    LOCK TABLE properties IN SHARE ROW EXCLUSIVE MODE;
    ${captureFunction('base and pairs')}
    ${storedCells('pairs')}
    -- The few properties with more tags than are paired, counted from the table beside the pairs' cells.
    CREATE INDEX properties_many_tags_idx ON properties (id) WHERE cardinality(features) > ${MAX_PAIRED_TAGS};
    -- How many tags properties carry, for the planner: without it, it takes a third of the table for those few and
    -- ANDs their index with a large one (EXPLAIN at 1,000,000: 372,872 rows expected, 2 found, 18-24 ms spent).
    CREATE STATISTICS properties_tag_count_stats ON (cardinality(features)) FROM properties;
    ANALYZE properties;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    LOCK TABLE properties IN SHARE ROW EXCLUSIVE MODE;
    ${captureFunction('base')}
    DELETE FROM property_facet_cells WHERE facet LIKE 'tags:%';
    DELETE FROM property_facet_cell_deltas WHERE facet LIKE 'tags:%';
    DROP STATISTICS properties_tag_count_stats;
    DROP INDEX properties_many_tags_idx;
  `);
}
