import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * What map and keyword search (contract section 8) need from PostgreSQL's
 * contrib (both the embedded 18 and the machine's 15 ship them; no PostGIS):
 * cube + earthdistance for great-circle radius and distance, unaccent for
 * accent-insensitive keywords. unaccent() itself is only STABLE (it reads a
 * dictionary named by search path), so a generated column or index cannot
 * call it: pds_unaccent names its dictionary by schema and is IMMUTABLE.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE EXTENSION IF NOT EXISTS cube;
    CREATE EXTENSION IF NOT EXISTS earthdistance;
    CREATE EXTENSION IF NOT EXISTS unaccent;
    DO $do$
    DECLARE s text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'unaccent');
    BEGIN
      EXECUTE format(
        'CREATE FUNCTION pds_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
           AS $f$ SELECT %1$s.unaccent(%2$L::regdictionary, $1) $f$',
        s, s || '.unaccent');
    END
    $do$;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP FUNCTION pds_unaccent(text);
    DROP EXTENSION IF EXISTS unaccent;
    DROP EXTENSION IF EXISTS earthdistance;
    DROP EXTENSION IF EXISTS cube;
  `);
}
