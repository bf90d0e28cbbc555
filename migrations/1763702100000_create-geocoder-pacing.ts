import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Upstream call pacing shared by every instance on this database: one row per
 * upstream holds the next free call slot, advanced atomically by each caller
 * (Nominatim's rate limit is per application, not per process).
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE geocoder_pacing (
      upstream  text PRIMARY KEY,
      next_slot timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE geocoder_pacing;');
}
