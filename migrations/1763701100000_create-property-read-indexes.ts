import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Indexes of the read endpoints, each chosen from EXPLAIN ANALYZE on a million
 * seeded listings (the plans are in the note). Every sort key ends in
 * id, the tie-breaker, so an index scan in either direction yields pages in
 * their exact order. Sort columns are indexed NULLS FIRST: a missing value
 * counts as smaller than any value, so it comes last when sorting descending
 * (the common "largest first") and one index serves both directions.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    -- Default sort (-created_at) with no or broad filters: an index scan stops after one page.
    CREATE INDEX properties_created_at_idx ON properties (created_at, id);
    CREATE INDEX properties_updated_at_idx ON properties (updated_at, id);
    CREATE INDEX properties_price_idx ON properties (price_current NULLS FIRST, id);
    CREATE INDEX properties_bedrooms_idx ON properties (bedrooms_total NULLS FIRST, id);
    CREATE INDEX properties_square_meters_idx ON properties (square_meters_total NULLS FIRST, id);
    -- City filter (case-insensitive) in the default order; the INCLUDEd columns let the count of
    -- a city with any other filter be an index-only scan (city is there because PostgreSQL wants
    -- the column of an expression index for that).
    CREATE INDEX properties_city_idx ON properties (lower(city), created_at, id)
      INCLUDE (city, status, property_type, price_current, bedrooms_total, bathrooms_total);
    -- Counting status + price range (+ rooms, type) with an index-only scan.
    CREATE INDEX properties_status_price_idx ON properties (status, price_current)
      INCLUDE (bedrooms_total, bathrooms_total, property_type);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX properties_status_price_idx;
    DROP INDEX properties_city_idx;
    DROP INDEX properties_square_meters_idx;
    DROP INDEX properties_bedrooms_idx;
    DROP INDEX properties_price_idx;
    DROP INDEX properties_updated_at_idx;
    DROP INDEX properties_created_at_idx;
  `);
}
