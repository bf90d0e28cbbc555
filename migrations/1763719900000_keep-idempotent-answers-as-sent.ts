import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * A replayed answer (Idempotency-Key) is the first answer as it was sent, its
 * keys in their order. jsonb keeps an object's keys sorted by length, so a
 * replay of `{"success":true,"data":...}` came back as `{"data":...,
 * "success":true}`: equal as JSON, but not the same bytes, and a client
 * comparing the two, or hashing them, saw a different answer. json keeps the
 * text; nothing queries inside these bodies. Stored rows keep the order jsonb
 * gave them.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE idempotency_keys ALTER COLUMN response TYPE json USING response::json');
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE idempotency_keys ALTER COLUMN response TYPE jsonb USING response::jsonb');
}
