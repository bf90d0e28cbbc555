import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * A postal code's page read from its own index (issue 13).
 *
 * A postal code keeps a few thousand listings, which the planner expects
 * spread evenly along a sort's index; they are not (a city's prices are its
 * own). EXPLAIN (ANALYZE) at 1,000,000 seeded listings, `max_price=700000&
 * min_bedrooms=3&postal_code=M5H 2N2&sort=price&offset=200` walked the price
 * index past 619,416 entries (0.5 s cold, 1.3 s under the reads benchmark's
 * load). The page is now planned from the known total, as for keywords
 * (page-sql.ts, filterFirst): the postal code's matches first, then a top-N
 * sort. That is cheap only if this index alone answers: it carried every
 * filter column but not the id, so each match read its table row. With `id`
 * carried the matches come index-only.
 *
 * The columns are those of migration 1763718300000 (every scalar filter's),
 * with id first.
 */
const INCLUDE = [
  'id', 'status', 'property_type', 'price_current', 'bedrooms_total', 'bathrooms_total', 'city',
  'square_meters_total', 'year_built', 'listing_date', 'updated_at', 'source', 'state', 'country', 'postal_code',
];

const rebuild = (include: string[]) => `
  DROP INDEX properties_postal_code_idx;
  CREATE INDEX properties_postal_code_idx ON properties (lower(postal_code)) INCLUDE (${include.join(', ')});`;

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(rebuild(INCLUDE));
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(rebuild(INCLUDE.filter((c) => c !== 'id')));
}
