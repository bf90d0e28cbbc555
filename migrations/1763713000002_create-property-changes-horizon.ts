import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * How far the retention purge has removed the change feed: every change with
 * seq <= purged_through is gone, so a client positioned before it has missed
 * changes and must copy again (410 GONE). One row; 0 while nothing was purged.
 * A stored mark, not min(seq) - 1: rolled-back writers leave gaps in seq, and
 * a gap at the start must not make position 0 look purged.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_changes_horizon (
      only_row       boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      purged_through bigint NOT NULL DEFAULT 0
    );
    INSERT INTO property_changes_horizon DEFAULT VALUES;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE property_changes_horizon;');
}
