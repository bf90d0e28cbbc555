import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Idempotency-Key memory of the submission endpoints, scoped per connector
 * source. A row without status_code is a request in progress (held until
 * locked_until); with one, it is the first answer, replayed to retries.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE idempotency_keys (
      source          text NOT NULL,
      idempotency_key text NOT NULL,
      request_hash    text NOT NULL,
      status_code     integer,
      response        jsonb,
      locked_until    timestamptz,
      created_at      timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (source, idempotency_key)
    );
    CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE idempotency_keys;');
}
