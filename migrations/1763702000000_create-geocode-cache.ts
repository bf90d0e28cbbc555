import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Geocoding answers shared by every instance and kept across restarts, keyed
 * by the normalised address text. Rows past `expires_at` are ignored on read
 * and purged from time to time.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE geocode_cache (
      cache_key  text PRIMARY KEY,
      result     jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX geocode_cache_expires_at_idx ON geocode_cache (expires_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE geocode_cache;');
}
