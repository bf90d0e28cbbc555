import type { Queryable } from '../../db/pool';

export type QueueDepth = {
  /** Waiting to be claimed (new, released, or due for a retry). */
  pending: number;
  /** Claimed under a lease that has not run out. */
  in_progress: number;
  /** Finished items of batches still open. */
  done: number;
  failed: number;
};

// Bounded by the open work, not by history: the pending items through the
// partial index batch_items_pending_idx, the finished ones from the open
// batches' counters (batches_open_idx). Finished batches are never scanned.
const QUEUE_DEPTH_SQL = `
  SELECT p.pending, p.in_progress, o.done, o.failed
    FROM (SELECT count(*) FILTER (WHERE claimed_by IS NULL OR claimed_until < now())::bigint AS pending,
                 count(*) FILTER (WHERE claimed_by IS NOT NULL AND claimed_until >= now())::bigint AS in_progress
            FROM batch_items WHERE state = 'pending') p,
         (SELECT coalesce(sum(processed - failed), 0)::bigint AS done, coalesce(sum(failed), 0)::bigint AS failed
            FROM batches WHERE status IN ('queued', 'processing')) o`;

/** The queue's depth by state, for the pds_batch_queue_items gauge. */
export class QueueDepthRepository {
  constructor(private readonly db: Queryable) {}

  async read(): Promise<QueueDepth> {
    const { rows } = await this.db.query<QueueDepth>({ name: 'batch_queue_depth', text: QUEUE_DEPTH_SQL });
    return rows[0] ?? { pending: 0, in_progress: 0, done: 0, failed: 0 };
  }
}
