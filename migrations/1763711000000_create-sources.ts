import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The operator's trust in each data source (contract section 13): a
 * submission's data_quality_score is capped by it. A source without a row has
 * PDS_DEFAULT_SOURCE_TRUST. The merge reads one row by primary key per
 * submission, inside the submission's transaction.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE sources (
      source      text PRIMARY KEY CHECK (source ~ '^[a-z0-9_.-]{1,64}$'),
      trust       double precision NOT NULL CHECK (trust BETWEEN 0 AND 1),
      description text CHECK (char_length(description) <= 500),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE sources;');
}
