import { CHANGE_FEED_LOCK_KEY } from '../../db/change-feed-lock';
import type { Queryable } from '../../db/pool';

/** One row of the change feed (property_changes). */
export interface FeedChange {
  seq: number;
  propertyId: string;
  kind: 'created' | 'updated';
  changedFields: string[];
  changedAt: Date;
}

interface ChangeRow {
  seq: number;
  property_id: string;
  kind: 'created' | 'updated';
  changed_fields: string[];
  changed_at: Date;
}

/**
 * The webhooks' view of the change feed. Both statements below are the only
 * places this module reads positions of the feed: when the feed's visibility
 * rule (section 9: a change is visible once every smaller seq is committed)
 * is available, it goes here and nowhere else.
 */
export class ChangeFeedRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The feed's commit-order lock, held by a subscription's creation until it commits (SubscriptionsRepository.insert):
   * it waits for every writer that has inserted changes (they hold it until commit), and writers wait for it. So a
   * change is either in the head the subscription starts after, or written once the subscription is visible, and
   * then with its state (changes.repository.ts STATES_SQL). Held for one INSERT. An advisory lock, not a table
   * lock: a table lock strong enough would also wait for a VACUUM of the feed, and the writers queued behind it.
   */
  static readonly HOLD_WRITERS_SQL = `SELECT pg_advisory_xact_lock(${CHANGE_FEED_LOCK_KEY})`;

  /** The feed's current position: a subscription created now receives the changes after it. */
  static readonly HEAD_SQL = 'SELECT coalesce(max(seq), 0)::bigint AS seq FROM property_changes';

  /** The last visible change's seq (0 when there is none). */
  async head(): Promise<number> {
    const { rows } = await this.db.query<{ seq: number }>(ChangeFeedRepository.HEAD_SQL);
    return rows[0]?.seq ?? 0;
  }

  /** Up to `limit` visible changes after `position`, in seq order. */
  async visibleChangesAfter(position: number, limit: number): Promise<FeedChange[]> {
    const { rows } = await this.db.query<ChangeRow>(
      `SELECT seq, property_id, kind, changed_fields, changed_at
         FROM property_changes
        WHERE seq > $1
        ORDER BY seq
        LIMIT $2`,
      [position, limit],
    );
    return rows.map((r) => ({ seq: r.seq, propertyId: r.property_id, kind: r.kind, changedFields: r.changed_fields, changedAt: r.changed_at }));
  }
}
