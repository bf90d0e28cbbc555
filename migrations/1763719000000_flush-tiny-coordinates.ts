import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Coordinates closer to 0 than 1e-9 degrees become 0, as submissions and
 * geocoder answers now store them (src/modules/geocoding/degrees.ts): a stored
 * 1e-200 made earthdistance's trigonometry underflow, an error in PostgreSQL,
 * for every radius search through that row's meridian or parallel. Touches
 * only such rows (none in real data); one pass over the table to find them.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`UPDATE properties
              SET latitude = CASE WHEN abs(latitude) < 1e-9 THEN 0 ELSE latitude END,
                  longitude = CASE WHEN abs(longitude) < 1e-9 THEN 0 ELSE longitude END
            WHERE (latitude <> 0 AND abs(latitude) < 1e-9) OR (longitude <> 0 AND abs(longitude) < 1e-9)`);
}

export async function down(): Promise<void> {
  // The tiny values are not kept; 0 is within a ten-thousandth of a millimetre of them.
}
