import type { Queryable } from '../../db/pool';
import { OWNER_HOLDS } from './subscriptions.repository';

/** A claimed event: the head of its subscription's queue, leased to one worker. */
export interface ClaimedEvent {
  id: string;
  subscriptionId: string;
  type: string;
  body: string;
  /** Including this one. */
  attempt: number;
  url: string;
  sealedSecret: string;
}

/** The outcome of one attempt, as the queue records it. */
export type AttemptOutcome =
  | { kind: 'delivered' }
  | { kind: 'retry'; afterMs: number }
  /** The event is given up and the subscription disabled (410, or the attempts ran out). */
  | { kind: 'disable'; reason: string };

export interface AttemptRecord {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

interface ClaimRow {
  id: string;
  subscription_id: string;
  type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Commits of claims and outcomes do not wait for the WAL flush (the statement
 * is its own transaction, so the setting holds for exactly it). A database
 * crash can then forget the last moments of claims and outcomes: those events
 * are sent again, which at-least-once delivery allows, and every attempt no
 * longer waits on the disk, the bottleneck of a busy queue.
 */
const ASYNC_COMMIT = `set_config('synchronous_commit', 'off', true) AS async_commit`;

/**
 * The workers' side of the queue. Only the next event of an active
 * subscription (the first after its `done` cursor) can be claimed (seq order
 * per subscription: event n+1 waits while event n waits for its retry), only once its back-off is over and no
 * live lease holds it; the row lock (SKIP LOCKED) and the re-checked lease keep
 * two instances from claiming it at once. Results are written only by the
 * lease's owner.
 */
export class DeliveryQueueRepository {
  constructor(private readonly db: Queryable) {}

  async claim(owner: string, limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
    const { rows } = await this.db.query<ClaimRow>(
      `WITH due AS (
         SELECT h.id FROM webhook_subscriptions s
          CROSS JOIN LATERAL (
                SELECT e.id, e.next_attempt_at, e.claimed_until FROM webhook_events e
                 WHERE e.subscription_id = s.id AND (e.seq, e.ordinal) > (s.done_seq, s.done_ordinal)
                 ORDER BY e.seq, e.ordinal
                 LIMIT 1) h
          WHERE s.status = 'active' AND ${OWNER_HOLDS} AND (s.queued_seq, s.queued_ordinal) > (s.done_seq, s.done_ordinal)
            AND h.next_attempt_at <= now() AND (h.claimed_until IS NULL OR h.claimed_until < now())
          ORDER BY h.next_attempt_at
          LIMIT $2
       ), locked AS (
         SELECT e.id FROM webhook_events e
          WHERE e.id IN (SELECT id FROM due) AND e.state = 'pending' AND (e.claimed_until IS NULL OR e.claimed_until < now())
          FOR UPDATE SKIP LOCKED
       )
       UPDATE webhook_events e
          SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3::float8 / 1000), attempts = e.attempts + 1
         FROM locked l, webhook_subscriptions s
        WHERE e.id = l.id AND s.id = e.subscription_id
       RETURNING e.id, e.subscription_id, e.type, e.body, e.attempts, s.url, s.secret, ${ASYNC_COMMIT}`,
      [owner, limit, leaseMs],
    );
    return rows.map((r) => ({
      id: r.id,
      subscriptionId: r.subscription_id,
      type: r.type,
      body: r.body,
      attempt: r.attempts,
      url: r.url,
      sealedSecret: r.secret,
    }));
  }

  /**
   * Writes an attempt's outcome, its log entry and (for `disable`) the
   * subscription's new status in one statement. Nothing is written when the
   * lease was lost (another instance took the event over) or the subscription
   * was deleted meanwhile; returns whether it was written.
   */
  async record(event: ClaimedEvent, owner: string, attempt: AttemptRecord, outcome: AttemptOutcome): Promise<boolean> {
    const state = outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'disable' ? 'failed' : 'pending';
    const afterMs = outcome.kind === 'retry' ? outcome.afterMs : null;
    const reason = outcome.kind === 'disable' ? outcome.reason : null;
    const { rows } = await this.db.query<{ recorded: number }>(
      `WITH ev AS (
         UPDATE webhook_events
            SET state = $3, claimed_by = NULL, claimed_until = NULL,
                next_attempt_at = CASE WHEN $4::float8 IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $4::float8 / 1000) END,
                finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
          WHERE id = $1 AND claimed_by = $2 AND state = 'pending'
         RETURNING id, subscription_id, seq, ordinal, type, attempts, next_attempt_at
       ), finished AS (
         -- The subscription's next event is the one after this (or, disabled, none: all it had is done).
         UPDATE webhook_subscriptions s
            SET done_seq = CASE WHEN $5::text IS NULL THEN ev.seq ELSE s.queued_seq END,
                done_ordinal = CASE WHEN $5::text IS NULL THEN ev.ordinal ELSE s.queued_ordinal END,
                status = CASE WHEN $5::text IS NULL THEN s.status ELSE 'disabled' END,
                disabled_reason = CASE WHEN $5::text IS NULL OR s.status = 'disabled' THEN s.disabled_reason ELSE $5 END,
                updated_at = CASE WHEN $5::text IS NULL THEN s.updated_at ELSE now() END
           FROM ev WHERE $3 <> 'pending' AND s.id = ev.subscription_id
       ), abandoned AS (
         -- A disabled subscription is sent nothing more: what was queued behind the event is dropped.
         UPDATE webhook_events q SET state = 'failed', finished_at = now()
           FROM ev WHERE $5::text IS NOT NULL AND q.subscription_id = ev.subscription_id AND q.state = 'pending' AND q.id <> ev.id
       ), logged AS (
         INSERT INTO webhook_attempts (event_id, subscription_id, event, attempt, status_code, error, duration_ms, attempted_at, delivered_at, next_attempt_at)
         SELECT ev.id, ev.subscription_id, ev.type, ev.attempts, $6::int, $7::text, $8::int, now() - make_interval(secs => $8::int / 1000.0),
                CASE WHEN $3 = 'delivered' THEN now() END, CASE WHEN $3 = 'pending' THEN ev.next_attempt_at END
           FROM ev
       )
       SELECT (SELECT count(*)::int FROM ev) AS recorded, ${ASYNC_COMMIT}`,
      [event.id, owner, state, afterMs, reason, attempt.statusCode, attempt.error, attempt.durationMs],
    );
    return (rows[0]?.recorded ?? 0) > 0;
  }
}
