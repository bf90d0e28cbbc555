import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Vacuum properties after every 10,000 inserted rows, whatever its size.
 *
 * Index-only scans read the table for every row on a page the visibility map
 * does not yet mark all-visible, and only VACUUM marks it. By default an
 * insert-only table is vacuumed after 1,000 + 20% of its rows were added:
 * at 1,000,000 listings, every 201,000 new ones. The newest listings are the
 * ones the default order (newest first) and `sort=-updated_at` read first:
 * measured at 1,089,625 listings with 16,800 not vacuumed since, the page of
 * `min_price=800000&limit=25&offset=50` walked the created_at index with
 * 16,846 heap fetches (19.4 ms); vacuumed, none (under 1 ms). A vacuum of
 * 10,000 inserted rows visits only their pages (the map skips the rest) and
 * skips the indexes when nothing is dead: every 20 s at 500 inserts/s.
 *
 * Autovacuum reads these settings; where it is off, the service's own table
 * maintenance (src/db/table-maintenance.ts) does.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE properties SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0)`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE properties RESET (autovacuum_vacuum_insert_threshold, autovacuum_vacuum_insert_scale_factor)`);
}
