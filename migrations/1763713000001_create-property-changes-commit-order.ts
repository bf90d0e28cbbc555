import type { MigrationBuilder } from 'node-pg-migrate';
import { CHANGE_FEED_LOCK_KEY } from '../src/db/change-feed-lock';

/**
 * Makes `seq` order the commit order of the change feed, whoever writes it.
 *
 * A sequence number alone is not enough: it is taken before commit, so a
 * transaction holding seq 9 may commit after one holding seq 10, and a reader
 * that saw 10 would step past 9 for ever. Filtering by the writer's xid against
 * the snapshot's xmin does not close that gap either when seq order differs
 * from xid order. Instead every statement that inserts change rows first takes
 * one transaction-scoped advisory lock (a BEFORE STATEMENT trigger, so no code
 * path can forget it; it fires before the identity default draws the seq).
 *
 * Why every snapshot then sees a prefix of the feed: seq values are drawn only
 * under the lock, and the sequence has CACHE 1, so a smaller seq was drawn by a
 * transaction that held the lock earlier. PostgreSQL releases a transaction's
 * locks after its commit is visible (ProcArrayEndTransaction comes before the
 * lock release), so when the later writer B gets the lock, the earlier writer
 * A is already committed (or rolled back: its seq is a gap that never fills).
 * A snapshot that sees B's commit was taken after it, hence after A's. The same
 * holds on a streaming replica: A's commit record precedes B's in the WAL.
 *
 * Cost: writers of changes serialise over their change INSERT and their commit,
 * so writers insert change rows as the last write of their transaction (the
 * submission pipeline's publish step), and wait for nothing while holding it.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE FUNCTION property_changes_commit_order() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${CHANGE_FEED_LOCK_KEY});
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER property_changes_commit_order BEFORE INSERT ON property_changes
      FOR EACH STATEMENT EXECUTE FUNCTION property_changes_commit_order();
    -- Values cached per session would be drawn out of lock order.
    ALTER TABLE property_changes ALTER COLUMN seq SET CACHE 1;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER property_changes_commit_order ON property_changes;
    DROP FUNCTION property_changes_commit_order();
  `);
}
