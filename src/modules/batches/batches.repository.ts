import type { Queryable } from '../../db/pool';
import type { ConnectorPrincipal } from '../auth/principal';
import type { ItemOutcome, QueueOrder } from '../submissions/submission.types';

/** Channel on which enqueue and released work wake the workers of every instance. */
export const BATCH_CHANNEL = 'pds_batch_queue';

export type BatchStatus = 'queued' | 'processing' | 'completed' | 'failed';
export type ItemState = 'pending' | 'done' | 'failed';

export interface BatchRecord {
  id: string;
  source: string;
  status: BatchStatus;
  total: number;
  processed: number;
  accepted: number;
  rejected: number;
  duplicates: number;
  failed: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface BatchItemRecord {
  position: number;
  externalId: string | null;
  state: ItemState;
  outcome: ItemOutcome | null;
  lastError: string | null;
}

/** The batches row: the record's columns, timestamps in snake_case. */
interface BatchRow extends Omit<BatchRecord, 'createdAt' | 'startedAt' | 'completedAt'> {
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

interface ItemRow {
  position: number;
  payload: { external_id?: unknown } | null;
  state: ItemState;
  outcome: ItemOutcome | null;
  last_error: string | null;
}

const BATCH_COLUMNS =
  'id, source, status, total, processed, accepted, rejected, duplicates, failed, created_at, started_at, completed_at';

function externalIdOf(row: ItemRow): string | null {
  const id = row.outcome ? row.outcome.external_id : row.payload?.external_id;
  if (id === undefined || id === null) return null;
  return typeof id === 'string' ? id : JSON.stringify(id);
}

function toBatch(row: BatchRow): BatchRecord {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    total: row.total,
    processed: row.processed,
    accepted: row.accepted,
    rejected: row.rejected,
    duplicates: row.duplicates,
    failed: row.failed,
    createdAt: row.created_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

/** Batches as the API sees them: written once on enqueue, then read for status and health. */
export class BatchesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The batch row and every item in two set-based statements (the items unpacked
   * from one JSON array parameter), then a NOTIFY that PostgreSQL delivers only
   * when the caller's transaction commits.
   */
  async insert(tx: Queryable, id: string, principal: ConnectorPrincipal, items: readonly unknown[], order: QueueOrder): Promise<BatchRecord> {
    const { rows } = await tx.query<BatchRow>(
      `INSERT INTO batches (id, source, principal, total, ordered) VALUES ($1, $2, $3, $4, $5) RETURNING ${BATCH_COLUMNS}`,
      [id, principal.source, JSON.stringify(principal), items.length, order.ordered],
    );
    await tx.query(
      `INSERT INTO batch_items (batch_id, position, payload, repeats_position)
       SELECT $1, t.ord - 1, t.value, r.repeats
         FROM json_array_elements($2::json) WITH ORDINALITY AS t (value, ord)
         JOIN unnest($3::int[]) WITH ORDINALITY AS r (repeats, ord) USING (ord)`,
      [id, JSON.stringify(items), order.repeats],
    );
    await tx.query('SELECT pg_notify($1, $2)', [BATCH_CHANNEL, id]);
    return toBatch(rows[0]!);
  }

  /**
   * Items waiting anywhere in the queue, and the items per second the most
   * recently started batches achieved (finished ones over their whole run,
   * running ones so far): the rate every instance together really sustains.
   */
  async throughput(tx: Queryable, recentBatches: number): Promise<{ backlog: number; itemsPerSecond: number | null }> {
    const { rows } = await tx.query<{ backlog: number; items_per_second: number | null }>(
      `SELECT (SELECT count(*) FROM batch_items WHERE state = 'pending') AS backlog,
              (SELECT sum(r.processed)::float8 / nullif(sum(extract(epoch FROM coalesce(r.completed_at, now()) - r.started_at)), 0)
                 FROM (SELECT processed, started_at, completed_at FROM batches
                        WHERE started_at IS NOT NULL AND processed > 0
                        ORDER BY started_at DESC LIMIT $1) r) AS items_per_second`,
      [recentBatches],
    );
    return { backlog: rows[0]!.backlog, itemsPerSecond: rows[0]!.items_per_second };
  }

  /**
   * A new batch changes what the item table holds faster than autovacuum looks.
   * With stale statistics the planner expects a handful of pending items and
   * sorts them all for every claim; fresh ones make it walk the pending index
   * and stop after one chunk (about 10x cheaper on a 10,000-item batch).
   */
  async refreshStatistics(): Promise<void> {
    await this.db.query('ANALYZE batch_items');
  }

  async find(id: string): Promise<BatchRecord | undefined> {
    const { rows } = await this.db.query<BatchRow>(`SELECT ${BATCH_COLUMNS} FROM batches WHERE id = $1`, [id]);
    return rows[0] && toBatch(rows[0]);
  }

  /** Items in submission order; positions are dense from 0, so the page is a primary-key range. */
  async items(batchId: string, limit: number, offset: number): Promise<BatchItemRecord[]> {
    const { rows } = await this.db.query<ItemRow>(
      // The payload only where no outcome names the item; json operators would choke on what json may hold.
      `SELECT position, CASE WHEN outcome IS NULL THEN payload END AS payload, state, outcome, last_error
         FROM batch_items WHERE batch_id = $1 AND position >= $2 ORDER BY position LIMIT $3`,
      [batchId, offset, limit],
    );
    return rows.map((r) => ({
      position: r.position,
      externalId: externalIdOf(r),
      state: r.state,
      outcome: r.outcome,
      lastError: r.last_error,
    }));
  }

  /** Deletes up to `limit` batches finished more than `days` days ago (their items go with them); returns how many. */
  async deleteFinishedBefore(days: number, limit: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM batches WHERE id IN (
         SELECT id FROM batches
          WHERE status IN ('completed', 'failed') AND completed_at < now() - make_interval(days => $1)
          LIMIT $2
            FOR UPDATE SKIP LOCKED)`,
      [days, limit],
    );
    return rowCount ?? 0;
  }

  async openCounts(): Promise<{ queued: number; processing: number }> {
    const { rows } = await this.db.query<{ queued: number; processing: number }>(
      `SELECT count(*) FILTER (WHERE status = 'queued') AS queued, count(*) FILTER (WHERE status = 'processing') AS processing
         FROM batches WHERE status IN ('queued', 'processing')`,
    );
    return rows[0]!;
  }
}
