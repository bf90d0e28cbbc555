import type { Queryable } from '../../db/pool';
import type { HistoryEntry, HistoryEventName } from './history.types';

interface Row {
  known: boolean;
  at: Date | null;
  event: HistoryEventName | null;
  source: string | null;
  price_previous: number | null;
  price_current: number | null;
  currency: string | null;
  status_previous: string | null;
  status_current: string | null;
}

/*
 * Whether the property exists and its events, newest first, in one statement.
 * Newest by id, not by time: `at` is when the writing transaction began, and a
 * transaction that began earlier may take the property's row lock later; ids
 * are drawn under that lock, so they follow the order of the changes.
 */
const HISTORY_SQL = `
  SELECT p.id IS NOT NULL AS known, h.at, h.event, h.source, h.price_previous, h.price_current, h.currency,
         h.status_previous, h.status_current
    FROM (SELECT $1::uuid AS id) AS wanted
    LEFT JOIN properties AS p ON p.id = wanted.id
    LEFT JOIN property_history AS h ON h.property_id = p.id
   ORDER BY h.id DESC`;

/** Inserts the events given as JSON in parameter `$<param>` (NewHistoryEvent[]): a statement, or a CTE of one. */
export function insertHistorySql(param: number): string {
  // `at` is the property's updated_at as this transaction wrote it: in lock order, so newest first by id is newest first by time.
  return `INSERT INTO property_history (property_id, event, source, price_previous, price_current, currency, status_previous, status_current, at)
          SELECT r.property_id, r.event, r.source, r.price_previous, r.price_current, r.currency, r.status_previous, r.status_current,
                 coalesce((SELECT p.updated_at FROM properties p WHERE p.id = r.property_id), statement_timestamp())
            FROM json_to_recordset($${param}::json) AS r(property_id uuid, event text, source text, price_previous numeric,
                                                   price_current numeric, currency text, status_previous text, status_current text)`;
}

export class HistoryRepository {
  constructor(private readonly db: Queryable) {}

  /** The property's events newest first; undefined when no such property exists. */
  async list(propertyId: string): Promise<HistoryEntry[] | undefined> {
    const { rows } = await this.db.query<Row>(HISTORY_SQL, [propertyId]);
    if (!rows[0]?.known) return undefined;
    return rows.filter((row) => row.event !== null).map(toEntry);
  }
}

function toEntry(row: Row): HistoryEntry {
  return {
    at: row.at!.toISOString(),
    event: row.event!,
    source: row.source!,
    price: { previous: row.price_previous, current: row.price_current, currency: row.currency },
    status: { previous: row.status_previous, current: row.status_current },
  };
}
