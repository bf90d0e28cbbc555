import type { Queryable } from '../../db/pool';
import { storableJson } from '../../http/unsafe-text';
import type { ConnectorPrincipal } from '../auth/principal';
import type { ItemOutcome } from '../submissions/submission.types';
import { BATCH_CHANNEL, type BatchStatus } from './batches.repository';

export interface ClaimedItem {
  position: number;
  payload: unknown;
  /** Position of the first earlier item of the batch with this item's external_id, if any. */
  repeatsPosition: number | null;
  /** Including this claim. */
  attempts: number;
  lastError: string | null;
}

/** A leased chunk of one batch's items, owned by `owner` until the lease ends. */
export interface Claim {
  batchId: string;
  owner: string;
  /** The batch keeps submission order (see claim): its run stops at an item it must retry. */
  ordered: boolean;
  principal: ConnectorPrincipal;
  items: ClaimedItem[];
}

/** The final word on one item: a pipeline outcome, or a technical failure after the last attempt. */
export type ItemResult =
  | { position: number; state: 'done'; outcome: ItemOutcome }
  | { position: number; state: 'failed'; error: string };


interface ClaimRow {
  batch_id: string;
  position: number;
  payload: unknown;
  repeats_position: number | null;
  attempts: number;
  last_error: string | null;
  principal: ConnectorPrincipal;
}

/** Items of `alias` that may be claimed now: pending, with no lease or retry delay running. */
const claimable = (alias: string) => `${alias}.state = 'pending' AND (${alias}.claimed_until IS NULL OR ${alias}.claimed_until < now())`;

/** Leases the `candidates` (claim) to $1 for $3 ms, counting the attempt. */
const CLAIM_ITEMS = `claimed AS (
         UPDATE batch_items i
            SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3::float8 / 1000), attempts = i.attempts + 1
           FROM candidates c
          WHERE i.batch_id = c.batch_id AND i.position = c.position
         RETURNING i.batch_id, i.position, i.payload, i.repeats_position, i.attempts, i.last_error
       )`;

/** Marks the `target` batch processing when its first items are claimed (claimAny; claimOrdered does it with its lease). */
const START_BATCH = `started AS (
         UPDATE batches b SET status = 'processing', started_at = coalesce(b.started_at, now())
           FROM target t WHERE b.id = t.id AND b.status = 'queued' AND EXISTS (SELECT 1 FROM claimed)
       )`;

const CLAIMED_ROWS = `SELECT c.batch_id, c.position, c.payload, c.repeats_position, c.attempts, c.last_error, b.principal
         FROM claimed c JOIN batches b ON b.id = c.batch_id
        ORDER BY c.position`;

/**
 * The worker's side of the queue. Every statement that touches a claimed item
 * requires `claimed_by = owner` and `state = 'pending'`, so an instance that lost
 * its lease can never overwrite the work of the one that took it over, and an
 * item that is done is never claimed again.
 */
export class BatchClaimsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Locks up to `limit` claimable items of one batch in submission order and
   * marks the batch processing. A batch that must keep its order (migration
   * 1763718500000) is worked one chunk at a time: taken only while no one
   * holds its lease, which the claim takes. Two claims never take one such
   * batch: the second skips the row the first has locked, or, once the first
   * has committed, FOR UPDATE re-reads the row and finds the lease taken;
   * the holder then locks its items without skipping any. Ordered batches go
   * first, oldest first; then any other batch's items, where claims skip the
   * rows others hold and so work one batch side by side.
   */
  async claim(owner: string, limit: number, leaseMs: number): Promise<Claim | undefined> {
    return (await this.claimOrdered(owner, limit, leaseMs)) ?? (await this.claimAny(owner, limit, leaseMs));
  }

  private async claimOrdered(owner: string, limit: number, leaseMs: number): Promise<Claim | undefined> {
    return this.claimed(owner, await this.db.query<ClaimRow>(
      `WITH target AS (
         SELECT b.id FROM batches b
          WHERE b.status IN ('queued', 'processing') AND b.ordered
            AND (b.claimed_until IS NULL OR b.claimed_until < now())
            AND EXISTS (SELECT 1 FROM batch_items i WHERE i.batch_id = b.id AND ${claimable('i')})
            -- An item waiting to be retried holds its batch back: the items after it must not be stored before it.
            AND NOT EXISTS (SELECT 1 FROM batch_items w WHERE w.batch_id = b.id AND w.state = 'pending' AND w.claimed_until >= now())
          ORDER BY b.id
          LIMIT 1
          FOR UPDATE OF b SKIP LOCKED
       ), candidates AS (
         SELECT i.batch_id, i.position FROM batch_items i JOIN target t ON i.batch_id = t.id
          WHERE ${claimable('i')}
          ORDER BY i.position
          LIMIT $2
          FOR UPDATE OF i
       ), ${CLAIM_ITEMS}, leased AS (
         -- One UPDATE of the batch row: of two in one statement PostgreSQL applies one and drops the other.
         UPDATE batches b SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3::float8 / 1000),
                status = CASE WHEN b.status = 'queued' THEN 'processing' ELSE b.status END, started_at = coalesce(b.started_at, now())
           FROM target t WHERE b.id = t.id AND EXISTS (SELECT 1 FROM claimed)
       )
       ${CLAIMED_ROWS}`,
      [owner, limit, leaseMs],
    ), true);
  }

  /** Up to `limit` claimable items of the oldest batch that has some and need not keep its order, skipping rows other claims hold. */
  private async claimAny(owner: string, limit: number, leaseMs: number): Promise<Claim | undefined> {
    return this.claimed(owner, await this.db.query<ClaimRow>(
      `WITH pending AS (
         SELECT i.batch_id, i.position FROM batch_items i
          WHERE ${claimable('i')}
            AND i.batch_id IN (SELECT id FROM batches WHERE status IN ('queued', 'processing') AND NOT ordered)
          ORDER BY i.batch_id, i.position
          LIMIT $2
          FOR UPDATE OF i SKIP LOCKED
       ), target AS (
         SELECT min(batch_id) AS id FROM pending
       ), candidates AS (
         SELECT p.batch_id, p.position FROM pending p JOIN target t ON p.batch_id = t.id
       ), ${CLAIM_ITEMS}, ${START_BATCH}
       ${CLAIMED_ROWS}`,
      [owner, limit, leaseMs],
    ), false);
  }

  private claimed(owner: string, { rows }: { rows: ClaimRow[] }, ordered: boolean): Claim | undefined {
    const first = rows[0];
    if (!first) return undefined;
    return {
      batchId: first.batch_id,
      owner,
      ordered,
      principal: first.principal,
      items: rows.map((r) => ({ position: r.position, payload: r.payload, repeatsPosition: r.repeats_position, attempts: r.attempts, lastError: r.last_error })),
    };
  }

  /** Ends the claim's lease on its batch (its chunk is done or handed back): the batch's next chunk may be claimed. */
  async finish(claim: Claim): Promise<void> {
    const { rows } = await this.db.query<{ more: boolean }>(
      `UPDATE batches SET claimed_by = NULL, claimed_until = NULL WHERE id = $1 AND claimed_by = $2
       RETURNING EXISTS (SELECT 1 FROM batch_items WHERE batch_id = $1 AND state = 'pending') AS more`,
      [claim.batchId, claim.owner],
    );
    // Items are left: any instance may take the next chunk now.
    if (rows[0]?.more) await this.db.query('SELECT pg_notify($1, $2)', [BATCH_CHANNEL, claim.batchId]);
  }

  /** Extends the lease of the items still held; returns how many are. */
  async renew(claim: Claim, positions: readonly number[], leaseMs: number): Promise<number> {
    const { rows } = await this.db.query<{ held: number }>(
      `WITH items AS (
         UPDATE batch_items SET claimed_until = now() + make_interval(secs => $4::float8 / 1000)
          WHERE batch_id = $1 AND position = ANY($3::int[]) AND claimed_by = $2 AND state = 'pending'
         RETURNING 1
       ), batch AS (
         UPDATE batches SET claimed_until = now() + make_interval(secs => $4::float8 / 1000)
          WHERE id = $1 AND claimed_by = $2
       )
       SELECT count(*)::int AS held FROM items`,
      [claim.batchId, claim.owner, positions, leaseMs],
    );
    return rows[0]?.held ?? 0;
  }

  /**
   * Writes the items' final results and adds them to the batch's counters in one
   * statement; the update that accounts for the last item finishes the batch.
   * Rows whose lease was lost are left alone and not counted. `claimed_by` stays
   * on a finished item: it names the instance that did the work.
   */
  async record(claim: Claim, results: readonly ItemResult[]): Promise<{ recorded: number; status: BatchStatus | null }> {
    const input = results.map((r) =>
      r.state === 'done'
        ? { position: r.position, state: 'done', outcome: r.outcome, error: null }
        : { position: r.position, state: 'failed', outcome: null, error: r.error },
    );
    const { rows } = await this.db.query<{ recorded: number; status: BatchStatus | null }>(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($3::jsonb) AS o (position int, state text, outcome jsonb, error text)
       ), written AS (
         UPDATE batch_items i
            SET state = o.state, outcome = o.outcome, last_error = coalesce(o.error, i.last_error),
                claimed_until = NULL, processed_at = now()
           FROM input o
          WHERE i.batch_id = $1 AND i.position = o.position AND i.claimed_by = $2 AND i.state = 'pending'
         RETURNING i.state, i.outcome
       ), totals AS (
         SELECT count(*)::int AS n,
                count(*) FILTER (WHERE state = 'done' AND outcome->>'status' <> 'rejected')::int AS accepted,
                count(*) FILTER (WHERE state = 'done' AND outcome->>'status' = 'rejected')::int AS rejected,
                count(*) FILTER (WHERE state = 'done' AND (outcome->>'duplicate')::boolean)::int AS duplicates,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM written
       ), batch AS (
         UPDATE batches b
            SET processed = b.processed + t.n, accepted = b.accepted + t.accepted, rejected = b.rejected + t.rejected,
                duplicates = b.duplicates + t.duplicates, failed = b.failed + t.failed,
                status = CASE WHEN b.processed + t.n < b.total THEN b.status
                              WHEN b.failed + t.failed > 0 THEN 'failed' ELSE 'completed' END,
                completed_at = CASE WHEN b.processed + t.n < b.total THEN NULL ELSE now() END
           FROM totals t WHERE b.id = $1 AND t.n > 0
         RETURNING b.status
       )
       SELECT (SELECT n FROM totals) AS recorded, (SELECT status FROM batch) AS status`,
      [claim.batchId, claim.owner, JSON.stringify(input, storableJson)],
    );
    return rows[0]!;
  }

  /**
   * Gives items back to the queue. `retryAfterMs` > 0: they failed for a technical
   * reason and wait before the next attempt. Otherwise they were never run (the
   * instance is stopping), so the claim does not count as an attempt.
   */
  async release(claim: Claim, positions: readonly number[], retry?: { afterMs: number; error: string }): Promise<number> {
    if (positions.length === 0) return 0;
    const { rowCount } = await this.db.query(
      `UPDATE batch_items
          SET claimed_by = NULL,
              claimed_until = CASE WHEN $4::float8 > 0 THEN now() + make_interval(secs => $4::float8 / 1000) END,
              attempts = CASE WHEN $4::float8 > 0 THEN attempts ELSE greatest(attempts - 1, 0) END,
              last_error = coalesce($5, last_error)
        WHERE batch_id = $1 AND position = ANY($3::int[]) AND claimed_by = $2 AND state = 'pending'`,
      [claim.batchId, claim.owner, positions, retry?.afterMs ?? 0, retry?.error ?? null],
    );
    // Work handed back unstarted can be taken at once: wake the other instances.
    if (!retry && rowCount) await this.db.query('SELECT pg_notify($1, $2)', [BATCH_CHANNEL, claim.batchId]);
    return rowCount ?? 0;
  }
}
