import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Map search (contract section 8). Properties without coordinates never
 * match, so both indexes leave them out (the queries say IS NOT NULL).
 * - radius (`lat`/`lon`/`radius_km`): GiST on the earth point; the query's
 *   earth_box(...) @> is the index condition, earth_distance the exact check.
 * - viewport (`bbox`): GiST on point(lon, lat); `<@ box` is inclusive at
 *   the edges, and a box across the antimeridian is two boxes ORed.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE INDEX properties_earth_idx ON properties USING gist (ll_to_earth(latitude, longitude))
      WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
    CREATE INDEX properties_point_idx ON properties USING gist (point(longitude, latitude))
      WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX properties_point_idx; DROP INDEX properties_earth_idx;');
}
