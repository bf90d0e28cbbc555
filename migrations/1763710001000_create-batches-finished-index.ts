import type { MigrationBuilder } from 'node-pg-migrate';

/** The purge of finished batches (PDS_BATCH_RETENTION_DAYS) finds the oldest without reading the others. */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`CREATE INDEX batches_finished_idx ON batches (completed_at) WHERE status IN ('completed', 'failed')`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX batches_finished_idx');
}
