import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Properties stored without coordinates because the geocoding provider could
 * not answer within the submission's budget. One task per property, for the
 * address it had when scheduled; a worker claims due tasks under a lease
 * (FOR UPDATE SKIP LOCKED) and works through them at the provider's pace.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE geocode_tasks (
      property_id  uuid PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
      address_hash text NOT NULL,
      attempts     integer NOT NULL DEFAULT 0,
      run_after    timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      last_error   text,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX geocode_tasks_run_after_idx ON geocode_tasks (run_after);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE geocode_tasks;');
}
