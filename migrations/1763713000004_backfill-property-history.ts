import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * A `listed` event for every property stored before history was recorded,
 * from what is known of it now: its current price, currency and status, its
 * creation time and creating source (earlier prices were never recorded).
 * Properties that already have a history are left alone, so running it on a
 * database where submissions already wrote history adds nothing twice.
 */
export const BACKFILL_LISTED_SQL = `
  INSERT INTO property_history (property_id, at, event, source, price_current, currency, status_current)
  SELECT p.id, p.created_at, 'listed', p.source, p.price_current, p.currency, p.status
    FROM properties AS p
   WHERE NOT EXISTS (SELECT 1 FROM property_history AS h WHERE h.property_id = p.id)`;

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(BACKFILL_LISTED_SQL);
}

/** The backfilled events cannot be told from recorded ones for certain; the table's own migration drops them all. */
export async function down(): Promise<void> {}
