import type { Queryable } from '../../db/pool';
import { isPermanentDataError, pgCode } from '../../db/pg-errors';
import { LIST_COLUMNS, type PropertyListRow } from '../properties/properties.mapper';
import { whereClause } from '../properties/properties.repository';
import type { PropertyFilters } from '../properties/properties.schemas';

/** A queued event, as the dispatcher writes it. */
export interface NewEvent {
  id: string;
  subscriptionId: string;
  seq: number;
  ordinal: number;
  type: string;
  body: string;
}

/**
 * Whether PostgreSQL refused a saved search's statement for what the search
 * holds (a value it cannot take, class 22 or 54; a query it cannot read,
 * class 42), not because the database is unwell: asking again cannot help.
 */
function refusedSearch(err: unknown): boolean {
  return isPermanentDataError(err) || pgCode(err)?.startsWith('42') === true;
}

/** How many saved searches one matching statement asks about. */
const SEARCHES_PER_STATEMENT = 200;

/**
 * The properties as the changes `$1` (seqs) left them, one row per change,
 * with the change's seq as `change_seq`: the state kept with the change
 * (migration 1763718900000), or the row as it is now for a change without
 * one: written before that migration, or while no subscription was active
 * (none is kept then, and no subscription receives it: a subscription starts
 * after every change committed before it, ChangeFeedRepository.HOLD_WRITERS_SQL). Named `properties`
 * in a CTE, the list endpoint's WHERE clauses read it in place of the table.
 */
const CHANGED_PROPERTIES = `properties AS MATERIALIZED (
  SELECT s.seq AS change_seq, r.*
    FROM property_change_states s CROSS JOIN LATERAL jsonb_populate_record(NULL::public.properties, s.state) r
   WHERE s.seq = ANY($1::bigint[])
  UNION ALL
  SELECT f.seq, p.*
    FROM property_changes f JOIN public.properties p ON p.id = f.property_id
   WHERE f.seq = ANY($1::bigint[]) AND NOT EXISTS (SELECT 1 FROM property_change_states s WHERE s.seq = f.seq))`;

/**
 * The dispatcher's statements. All run inside the transaction that holds the
 * dispatch position, so one instance at a time turns a stretch of the feed
 * into queued events, and the events and the new position commit together.
 */
export class DispatchRepository {
  constructor(private readonly db: Queryable) {}

  /** The dispatch position, locked; undefined when another instance holds it (it is dispatching). */
  async lockPosition(): Promise<number | undefined> {
    const { rows } = await this.db.query<{ position: number }>('SELECT position FROM webhook_dispatch_position FOR UPDATE SKIP LOCKED');
    return rows[0]?.position;
  }

  async setPosition(position: number): Promise<void> {
    await this.db.query('UPDATE webhook_dispatch_position SET position = $1', [position]);
  }

  /**
   * For each search, the changes (of `seqs`) after which their property
   * matched it: the list endpoint's own WHERE clause (whereClause) over the
   * properties as those changes left them (CHANGED_PROPERTIES), read once,
   * so a search costs a pass over those rows instead of an index probe per
   * property; many searches share one statement (UNION ALL). A search whose statement
   * the database refuses (see refusedSearch) would fail all the others beside
   * it and stop the dispatch for every subscriber: that statement is asked
   * again one search at a time, and a search refused alone matches nothing and
   * is reported to `refused`.
   */
  async matching(
    searches: readonly PropertyFilters[],
    seqs: readonly number[],
    refused: (search: number, err: unknown) => void = () => undefined,
  ): Promise<Set<number>[]> {
    const matches = searches.map(() => new Set<number>());
    const ask = async (indexes: readonly number[]) => {
      const values: unknown[] = [seqs];
      const parts = indexes.map((k) => `SELECT ${k}::int AS search, change_seq FROM properties ${whereClause(searches[k]!, values)}`);
      const { rows } = await this.db.query<{ search: number; change_seq: number }>(
        `WITH ${CHANGED_PROPERTIES}\n${parts.join('\nUNION ALL\n')}`,
        values,
      );
      for (const row of rows) matches[row.search]!.add(row.change_seq);
    };
    for (let start = 0; start < searches.length; start += SEARCHES_PER_STATEMENT) {
      const chunk = searches.slice(start, start + SEARCHES_PER_STATEMENT).map((_s, k) => start + k);
      if ((await this.guarded(() => ask(chunk))) === undefined) continue;
      for (const k of chunk) {
        const err = await this.guarded(() => ask([k]));
        if (err !== undefined) refused(k, err);
      }
    }
    return matches;
  }

  /**
   * Runs `work` under a savepoint (the dispatch's transaction survives it):
   * the error when the database refused the search itself (rolled back to the
   * savepoint), undefined when it succeeded; any other error is thrown.
   */
  private async guarded(work: () => Promise<void>): Promise<unknown> {
    await this.db.query('SAVEPOINT dispatch_search');
    try {
      await work();
    } catch (err) {
      if (!refusedSearch(err)) throw err;
      await this.db.query('ROLLBACK TO SAVEPOINT dispatch_search');
      return err;
    }
    await this.db.query('RELEASE SAVEPOINT dispatch_search');
    return undefined;
  }

  /** The list-view rows of the properties as these changes left them, by change seq. */
  async listRows(seqs: readonly number[]): Promise<Map<number, PropertyListRow>> {
    const { rows } = await this.db.query<PropertyListRow & { change_seq: number }>(
      `WITH ${CHANGED_PROPERTIES} SELECT change_seq, ${LIST_COLUMNS} FROM properties`,
      [seqs],
    );
    return new Map(rows.map(({ change_seq, ...row }) => [change_seq, row]));
  }

  /** Forgets the states of the changes up to `position`: dispatched, or passed over. */
  async dropStates(position: number): Promise<void> {
    await this.db.query('DELETE FROM property_change_states WHERE seq <= $1', [position]);
  }

  /**
   * Queues events (one already queued, same subscription, seq and ordinal, is
   * left as it is) and moves each subscription's `queued` cursor to its last new event.
   */
  async insertEvents(events: readonly NewEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const { rows } = await this.db.query<{ inserted: number }>(
      `WITH inserted AS (
         INSERT INTO webhook_events (id, subscription_id, seq, ordinal, type, body)
         SELECT e.id, e.subscription_id, e.seq, e.ordinal, e.type, e.body
           FROM jsonb_to_recordset($1::jsonb) AS e (id text, subscription_id uuid, seq bigint, ordinal smallint, type text, body text)
         ON CONFLICT (subscription_id, seq, ordinal) DO NOTHING
         RETURNING subscription_id, seq, ordinal
       ), last AS (
         SELECT DISTINCT ON (subscription_id) subscription_id, seq, ordinal
           FROM inserted ORDER BY subscription_id, seq DESC, ordinal DESC
       ), moved AS (
         UPDATE webhook_subscriptions s SET queued_seq = l.seq, queued_ordinal = l.ordinal
           FROM last l WHERE s.id = l.subscription_id AND (l.seq, l.ordinal) > (s.queued_seq, s.queued_ordinal)
       )
       SELECT count(*)::int AS inserted FROM inserted`,
      [JSON.stringify(events.map((e) => ({ id: e.id, subscription_id: e.subscriptionId, seq: e.seq, ordinal: e.ordinal, type: e.type, body: e.body })))],
    );
    return rows[0]?.inserted ?? 0;
  }
}
