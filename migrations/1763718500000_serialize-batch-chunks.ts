import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Queued batches whose items may name one address are worked in submission
 * order, one chunk at a time.
 *
 * - `batches.ordered`: set when the batch is accepted if two of its items may
 *   name one address (submission-order.ts). Chunks of one batch had been claimed by
 *   every worker at once, so item 100 could be stored before item 0: the
 *   earlier item then overwrote the later one. Other batches' chunks still
 *   run side by side (10,000 items: 3.6 s that way, 8.6 s one chunk at a time).
 * - `batches.claimed_by` / `claimed_until`: the lease on an ordered batch,
 *   taken with its next chunk and held until that chunk is done.
 * - `batch_items.repeats_position`: the position of the first item of the same
 *   batch with this item's external_id, computed when the batch is accepted.
 *   Contract section 5 wants external_id unique within a batch; a chunk sees
 *   only its own items, so the repeat is decided over the whole batch up
 *   front and the item is rejected when its turn comes, as in a batch of 100.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE batches ADD COLUMN ordered boolean NOT NULL DEFAULT false, ADD COLUMN claimed_by text, ADD COLUMN claimed_until timestamptz;
    ALTER TABLE batch_items ADD COLUMN repeats_position integer;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE batches DROP COLUMN ordered, DROP COLUMN claimed_by, DROP COLUMN claimed_until;
    ALTER TABLE batch_items DROP COLUMN repeats_position;
  `);
}
