import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * A page found through the listed-since, year-built or source index reads
 * no table row for the matches it passes (issue 13).
 *
 * Those indexes carry every scalar filter column (migration 1763718200000),
 * so a count through them is index-only; the page is not, as they lacked the
 * id it is joined back by and created_at, a sort's key. Where the planner
 * pages through one (a selective listed_since with a type and a price bound,
 * read from its far end), every match it passed was read from the table.
 * EXPLAIN ANALYZE at 1,000,000 listings, each case twice: `property_type=
 * apartment&max_price=1300000&listed_since=2025-09-15&sort=-square_meters&
 * offset=3600` (7,196 matches, 29,166 entries passed) 272 / 233 -> 33 / 73 ms,
 * 852 ms its first time; `property_type=house&status=active&listed_since=
 * 2025-09-15&sort=-created_at&offset=4200` 200 / 244 -> 39 / 49 ms. Such
 * plans are rare (1 of 400 section 8 searches of the portal workload) but
 * cost up to 2.6 s under the reads benchmark's load. Each index grows from
 * 125 to 151 MB; no index is added, so a write updates as many as before.
 *
 * The postal code's index carried id already (migration 1763719500000) but
 * not created_at, the default sort's key: a postal code's first page read
 * every match from the table: `postal_code=90031` (789 matches) took 33 / 26
 * ms in a bitmap heap scan, and takes 5.3 / 5.0 ms index-only now.
 */
const SCALAR_FILTERS = [
  'status', 'property_type', 'price_current', 'bedrooms_total', 'bathrooms_total', 'city',
  'square_meters_total', 'year_built', 'listing_date', 'updated_at', 'source', 'state', 'country', 'postal_code',
];

/** Each index: its name, its key, and the filter column the key holds (every other one is carried). */
const INDEXES: Array<[name: string, key: string, column: string]> = [
  ['listing_date', 'listing_date', 'listing_date'],
  ['year_built', 'year_built', 'year_built'],
  ['source', 'source', 'source'],
  // Its key is the code folded to lower case; the code as written is carried like the other columns.
  ['postal_code', 'lower(postal_code)', ''],
];

const rebuild = (carried: (name: string) => string[]) =>
  INDEXES.map(
    ([name, key, column]) => `
  DROP INDEX properties_${name}_idx;
  CREATE INDEX properties_${name}_idx ON properties (${key}) INCLUDE (${[...carried(name), ...SCALAR_FILTERS.filter((c) => c !== column)].join(', ')});`,
  ).join('');

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(rebuild(() => ['id', 'created_at']));
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  // The postal code's index carried id before.
  pgm.sql(rebuild((name) => (name === 'postal_code' ? ['id'] : [])));
}
