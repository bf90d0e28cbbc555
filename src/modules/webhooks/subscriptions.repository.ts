import type { Queryable } from '../../db/pool';
import { ChangeFeedRepository } from './change-feed.repository';
import type { WebhookEvent } from './webhook.schemas';

/**
 * The subscription `s`'s owner token is neither revoked nor expired. A
 * revocation takes effect at once (contract section 5), and the token's
 * subscriptions are its own: a partner whose token is revoked or expired
 * receives nothing more, queued deliveries and retries included, and
 * could not even delete them. The subscriptions themselves stay as they
 * were. A token absent from the table (issued before the database was
 * reset) is judged by its own expiry when it is used, as before.
 */
export const OWNER_HOLDS = `NOT EXISTS (SELECT 1 FROM service_tokens t
  WHERE t.id = s.owner_token_id AND (t.revoked_at IS NOT NULL OR t.expires_at <= now()))`;

export interface Subscription {
  id: string;
  ownerTokenId: string;
  url: string;
  events: WebhookEvent[];
  filters: Record<string, unknown>;
  description: string | null;
  status: 'active' | 'disabled';
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A subscription as the dispatcher needs it. */
export interface ActiveSubscription {
  id: string;
  events: WebhookEvent[];
  filters: Record<string, unknown>;
  startSeq: number;
}

export interface NewSubscription {
  id: string;
  ownerTokenId: string;
  url: string;
  events: readonly WebhookEvent[];
  filters: Record<string, unknown>;
  description: string | null;
  sealedSecret: string;
}

interface SubscriptionRow {
  id: string;
  owner_token_id: string;
  url: string;
  events: WebhookEvent[];
  filters: Record<string, unknown>;
  description: string | null;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, owner_token_id, url, events, filters, description, status, disabled_reason, created_at, updated_at';

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    ownerTokenId: row.owner_token_id,
    url: row.url,
    events: row.events,
    filters: row.filters,
    description: row.description,
    status: row.status,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class SubscriptionsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Inserts the subscription with the feed's current position as its start, or answers undefined when its owner
   * already has `most`. Inside a transaction: the change feed's writers are held off until it commits
   * (ChangeFeedRepository.HOLD_WRITERS_SQL), and that lock, taken first, serialises creations, so two at once
   * cannot both pass the count.
   */
  async insert(s: NewSubscription, most: number): Promise<Subscription | undefined> {
    await this.db.query(ChangeFeedRepository.HOLD_WRITERS_SQL);
    const { rows } = await this.db.query<SubscriptionRow>(
      `WITH head AS (${ChangeFeedRepository.HEAD_SQL})
       INSERT INTO webhook_subscriptions (id, owner_token_id, url, events, filters, description, secret, start_seq, queued_seq, done_seq)
       SELECT $1, $2, $3, $4, $5, $6, $7, head.seq, head.seq, head.seq FROM head
        WHERE (SELECT count(*) FROM webhook_subscriptions WHERE owner_token_id = $2) < $8
       RETURNING ${COLUMNS}`,
      [s.id, s.ownerTokenId, s.url, s.events, JSON.stringify(s.filters), s.description, s.sealedSecret, most],
    );
    return rows[0] && toSubscription(rows[0]);
  }

  async listByOwner(ownerTokenId: string): Promise<Subscription[]> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `SELECT ${COLUMNS} FROM webhook_subscriptions WHERE owner_token_id = $1 ORDER BY created_at DESC, id DESC`,
      [ownerTokenId],
    );
    return rows.map(toSubscription);
  }

  async findOwned(id: string, ownerTokenId: string): Promise<Subscription | undefined> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `SELECT ${COLUMNS} FROM webhook_subscriptions WHERE id = $1 AND owner_token_id = $2`,
      [id, ownerTokenId],
    );
    return rows[0] && toSubscription(rows[0]);
  }

  /** Deletes the subscription with its queued events and log; false when it is not the owner's. */
  async deleteOwned(id: string, ownerTokenId: string): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM webhook_subscriptions WHERE id = $1 AND owner_token_id = $2', [id, ownerTokenId]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * Active subscriptions that started before `seq` (the last change at hand)
   * and whose owner's token still holds (OWNER_HOLDS): those that may receive something.
   */
  async activeStartedBefore(seq: number): Promise<ActiveSubscription[]> {
    const { rows } = await this.db.query<{ id: string; events: WebhookEvent[]; filters: Record<string, unknown>; start_seq: number }>(
      `SELECT id, events, filters, start_seq FROM webhook_subscriptions s WHERE status = 'active' AND start_seq < $1 AND ${OWNER_HOLDS}`,
      [seq],
    );
    return rows.map((r) => ({ id: r.id, events: r.events, filters: r.filters, startSeq: r.start_seq }));
  }
}
