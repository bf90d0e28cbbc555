import type { Queryable } from '../../db/pool';
import type { NewHistoryEvent } from '../history/history.types';

/** What a writer records of one created or changed property (contract section 9). */
export interface NewChange {
  readonly property_id: string;
  readonly kind: 'created' | 'updated';
  /** Detail-view fields that changed, as dotted paths (financial.price_current, address.city, ...). */
  readonly changed_fields: readonly string[];
  /** The connector source (or the geocoder) that made the change. */
  readonly source: string;
}

/** One entry of GET /api/v1/changes: its seq, and the entry as JSON text ({ seq, property_id, kind, changed_fields, changed_at }). */
export interface ChangeJson {
  readonly seq: number;
  readonly json: string;
}

/**
 * Writes change rows inside the caller's transaction, as its last write (it
 * takes the feed's commit-order lock), with the price and status history
 * events of the same changes in the same statement (one round trip).
 */
export interface ChangeRecorder {
  record(tx: Queryable, changes: readonly NewChange[], history?: readonly NewHistoryEvent[]): Promise<void>;
}
