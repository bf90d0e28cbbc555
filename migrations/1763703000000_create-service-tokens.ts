import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Metadata of issued service tokens. The id is the JWT's `jti`; the token
 * itself is never stored. The primary key is the one indexed lookup the
 * connector endpoints make per request to honour revocation at once.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE service_tokens (
      id           uuid PRIMARY KEY,
      service_name text NOT NULL CHECK (char_length(service_name) BETWEEN 1 AND 100),
      source       text NOT NULL CHECK (source ~ '^[a-z0-9_.-]{1,64}$'),
      roles        text[] NOT NULL
                   CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['connector', 'reader', 'admin']::text[]),
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL CHECK (expires_at > created_at),
      revoked_at   timestamptz
    );
    CREATE INDEX service_tokens_created_at_idx ON service_tokens (created_at DESC, id DESC);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE service_tokens;');
}
