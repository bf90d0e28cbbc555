import type { Queryable } from '../../db/pool';

/** One attempt of one event, as GET /webhooks/{id}/deliveries lists it. */
export interface DeliveryAttempt {
  event_id: string;
  event: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  attempted_at: string;
  delivered_at: string | null;
  next_attempt_at: string | null;
}

/** An attempt as pg returns it: the same columns, timestamps as Dates. */
type AttemptRow = Omit<DeliveryAttempt, 'attempted_at' | 'delivered_at' | 'next_attempt_at'> & {
  attempted_at: Date;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
};

export class DeliveryLogRepository {
  constructor(private readonly db: Queryable) {}

  /** The subscription's attempts, newest first. */
  async attempts(subscriptionId: string, limit: number): Promise<DeliveryAttempt[]> {
    const { rows } = await this.db.query<AttemptRow>(
      `SELECT event_id, event, attempt, status_code, error, duration_ms, attempted_at, delivered_at, next_attempt_at
         FROM webhook_attempts WHERE subscription_id = $1 ORDER BY id DESC LIMIT $2`,
      [subscriptionId, limit],
    );
    return rows.map((r) => ({
      event_id: r.event_id,
      event: r.event,
      attempt: r.attempt,
      status_code: r.status_code,
      error: r.error,
      duration_ms: r.duration_ms,
      attempted_at: r.attempted_at.toISOString(),
      delivered_at: r.delivered_at?.toISOString() ?? null,
      next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
    }));
  }
}
