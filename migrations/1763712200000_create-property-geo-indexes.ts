import type { MigrationBuilder } from 'node-pg-migrate';

/** Every sort column and the spec's filter columns, beside the coordinates themselves. */
const CARRIED = `latitude, longitude, created_at, updated_at, price_current, bedrooms_total, square_meters_total,
  status, property_type, bathrooms_total, city`;

/**
 * Map search (contract section 8): one GiST index on point(lon, lat) serves
 * both the viewport (`bbox`: `<@ box`, inclusive at the edges; a box across
 * the antimeridian is two boxes) and the radius (`lat`/`lon`/`radius_km`: the
 * box around the circle is the index condition, earth_distance() the exact
 * great-circle check). Properties without coordinates never match, so they
 * are left out.
 *
 * It carries the coordinates, the sort columns and the filter columns
 * (INCLUDE; GiST point_ops can return its key), so counting the matches,
 * measuring their distances and choosing a page's rows can be an index-only
 * scan, the table read for the page's rows only. Measured at 1,000,000
 * listings (EXPLAIN ANALYZE, machine load ~25 on 2 cores): a 5 km radius in
 * New York, nearest first, offset 500, through a GiST index on ll_to_earth()
 * (earth_box as index condition) read 17,432 rows from the table for 10,352
 * matches; counting them through this index: Index Only Scan, Heap Fetches 0.
 * (The planner may still prefer a bitmap scan of it, which reads the table.)
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE INDEX properties_location_idx ON properties USING gist (point(longitude, latitude)) INCLUDE (${CARRIED})
      WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX properties_location_idx;');
}
