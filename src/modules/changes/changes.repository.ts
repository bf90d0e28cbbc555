import type { Queryable } from '../../db/pool';
import { insertHistorySql } from '../history/history.repository';
import type { NewHistoryEvent } from '../history/history.types';
import type { ChangeJson, NewChange } from './changes.types';

interface PageRow {
  seq: number | null;
  /** The change as the JSON of its feed entry. */
  item: string | null;
  purged_through: number | null;
}

/*
 * The horizon (the row whose seq is NULL) and the page in one statement, so one
 * snapshot: a purge that commits meanwhile is seen whole or not at all. The
 * insert trigger makes every snapshot see a prefix of the feed
 * (migrations/1763713000001), so reading "seq > after" never steps past a
 * change that commits later. A primary-key range scan stopped by the LIMIT.
 * Each entry arrives as its JSON text: a page of 1,000 is then one string per
 * row for the service to join, not 1,000 arrays and dates to parse and
 * serialise again.
 */
export const PAGE_SQL = `
  SELECT NULL::bigint AS seq, NULL::text AS item, purged_through
    FROM property_changes_horizon
  UNION ALL
  (SELECT seq,
          json_build_object('seq', seq, 'property_id', property_id, 'kind', kind, 'changed_fields', changed_fields,
                            'changed_at', to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text,
          NULL
     FROM property_changes WHERE seq > $1 ORDER BY seq LIMIT $2)
  ORDER BY seq NULLS FIRST`;

/*
 * In the writers' order: within a transaction, seq follows the array. changed_at is the property's updated_at as the
 * transaction wrote it (taken after its locks, submissions.repository.ts), so one property's entries never go back in time.
 */
const RECORD_SQL = `
  INSERT INTO property_changes (property_id, kind, changed_fields, source, changed_at)
  SELECT r.property_id, r.kind, r.changed_fields, r.source,
         coalesce((SELECT p.updated_at FROM properties p WHERE p.id = r.property_id), statement_timestamp())
    FROM ROWS FROM (json_to_recordset($1::json) AS (property_id uuid, kind text, changed_fields text[], source text))
         WITH ORDINALITY AS r (property_id, kind, changed_fields, source, n)
   ORDER BY r.n
  RETURNING seq, property_id`;
/* A data-modifying CTE runs to completion even though nothing reads it. */
const RECORD_WITH_HISTORY_SQL = `WITH history AS (${insertHistorySql(2)}) ${RECORD_SQL}`;

/*
 * The property as each change left it (this transaction's row), for the webhook dispatcher, which matches saved
 * searches against it and sends its list view (migration 1763718900000): only while a subscription is active, the
 * one reader (an InitPlan, asked once). Without the columns no filter or list view reads (the text is in
 * search_vector): 1.5 kB a change instead of 2.0 on the seeded rows. A statement of its own, after the changes'
 * INSERT: its snapshot is taken after the feed's lock was granted, so a subscription that committed before then is
 * seen, and one created later waits for this transaction and starts after its changes (SubscriptionsRepository.insert).
 */
const STATES_SQL = `
  INSERT INTO property_change_states (seq, state)
  SELECT c.seq, to_jsonb(p) - 'title' - 'description' - 'images' - 'provenance'
    FROM unnest($1::bigint[], $2::uuid[]) AS c (seq, property_id) JOIN properties p ON p.id = c.property_id
   WHERE EXISTS (SELECT 1 FROM webhook_subscriptions WHERE status = 'active')`;

/** Where the purge may stop: before the first change inside the retention, or at the newest change if all are older. */
const PURGE_BOUND_SQL = `
  SELECT coalesce((SELECT seq FROM property_changes WHERE changed_at >= now() - make_interval(days => $1)
                    ORDER BY seq LIMIT 1) - 1,
                  (SELECT max(seq) FROM property_changes)) AS bound`;

/** Deletes the oldest changes up to the bound, a chunk at a time, moving the horizon with them (one statement). */
const PURGE_CHUNK_SQL = `
  WITH gone AS (
    DELETE FROM property_changes
     WHERE seq IN (SELECT seq FROM property_changes WHERE seq <= $1 ORDER BY seq LIMIT $2)
    RETURNING seq
  ), moved AS (
    UPDATE property_changes_horizon SET purged_through = greatest(purged_through, (SELECT max(seq) FROM gone))
     WHERE EXISTS (SELECT 1 FROM gone)
  )
  SELECT count(*)::int AS n FROM gone`;

/** States no dispatcher took (no instance dispatching webhooks), up to the bound, a chunk at a time. */
const PURGE_STATES_SQL = `DELETE FROM property_change_states WHERE seq IN (SELECT seq FROM property_change_states WHERE seq <= $1 ORDER BY seq LIMIT $2)`;

export class ChangesRepository {
  /** `readDb`: where pages are read (a streaming replica when configured); writes and the purge use `db`. */
  constructor(
    private readonly db: Queryable,
    private readonly readDb: Queryable = db,
  ) {}

  /**
   * One INSERT for all of a transaction's changes, carrying their history
   * events in a CTE, then their states (STATES_SQL). Call it as the
   * transaction's last write: its trigger takes the feed's lock, held until commit.
   */
  async record(tx: Queryable, changes: readonly NewChange[], history: readonly NewHistoryEvent[] = []): Promise<void> {
    if (changes.length === 0 && history.length === 0) return;
    const values: string[] = [JSON.stringify(changes)];
    if (history.length > 0) values.push(JSON.stringify(history));
    const { rows } = await tx.query<{ seq: number; property_id: string }>({
      name: history.length > 0 ? 'changes-record-with-history' : 'changes-record',
      text: history.length > 0 ? RECORD_WITH_HISTORY_SQL : RECORD_SQL,
      values,
    });
    if (rows.length === 0) return;
    await tx.query({ name: 'changes-record-states', text: STATES_SQL, values: [rows.map((r) => r.seq), rows.map((r) => r.property_id)] });
  }

  /**
   * The newest visible change's seq (the insert trigger makes every snapshot see a prefix of the feed, so all
   * before it are visible too; the horizon when the feed is empty) and the horizon, in one snapshot.
   */
  async head(): Promise<{ head: number; purgedThrough: number }> {
    const { rows } = await this.readDb.query<{ head: number; purged_through: number }>(
      `SELECT coalesce((SELECT max(seq) FROM property_changes), h.purged_through) AS head, h.purged_through
         FROM property_changes_horizon h`,
    );
    return { head: rows[0]?.head ?? 0, purgedThrough: rows[0]?.purged_through ?? 0 };
  }

  /** Up to `limit` changes after `after`, and how far the feed has been purged. */
  async page(after: number, limit: number): Promise<{ purgedThrough: number; changes: ChangeJson[] }> {
    const { rows } = await this.readDb.query<PageRow>(PAGE_SQL, [after, limit]);
    let purgedThrough = 0;
    const changes: ChangeJson[] = [];
    for (const row of rows) {
      if (row.seq === null) purgedThrough = row.purged_through ?? 0;
      else changes.push({ seq: row.seq, json: row.item! });
    }
    return { purgedThrough, changes };
  }

  /**
   * Removes the changes older than `retentionDays`, oldest first; returns how many. With them go any states a
   * dispatcher did not take (no instance dispatching webhooks).
   */
  async purge(retentionDays: number, chunk = 10_000): Promise<number> {
    const { rows } = await this.db.query<{ bound: number | null }>(PURGE_BOUND_SQL, [retentionDays]);
    const bound = rows[0]?.bound ?? null;
    if (bound === null) return 0;
    let total = 0;
    for (;;) {
      const { rows: done } = await this.db.query<{ n: number }>(PURGE_CHUNK_SQL, [bound, chunk]);
      const n = done[0]?.n ?? 0;
      total += n;
      if (n < chunk) break;
    }
    // After their changes, so no reader meets a change without its state. A chunk at a time, like the changes.
    while ((await this.db.query(PURGE_STATES_SQL, [bound, chunk])).rowCount === chunk);
    return total;
  }
}
