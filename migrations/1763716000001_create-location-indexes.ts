import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * State and country, section 8's location filters (issue 13), at 1,000,000
 * listings. Without an index on `lower(state)` / `lower(country)` the planner
 * has no statistics for them and assumes 0.5% of rows match, and has no way
 * to find a small state's rows but to read the whole table:
 * - `country=US&sort=-created_at&offset=3300` (73% of rows) was planned as a
 *   parallel scan of the table and a top-N sort: 1,008 ms; with the index's
 *   statistics it walks the created_at index for 3,350 entries: 23 ms;
 * - `state=VT&sort=-updated_at&offset=100` (1,583 rows) read the whole table:
 *   862 ms; with the index it reads those rows only.
 * The extended statistics tell it that state and country follow from city.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE INDEX properties_state_idx ON properties (lower(state));
    CREATE INDEX properties_country_idx ON properties (lower(country));
    CREATE STATISTICS properties_location_stats (dependencies) ON lower(city), lower(state), lower(country) FROM properties;
    ANALYZE properties;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP STATISTICS properties_location_stats;
    DROP INDEX properties_country_idx;
    DROP INDEX properties_state_idx;
  `);
}
