import type { Queryable } from '../../db/pool';

/** What a writer records of one created or changed property (contract section 9). */
export interface NewChange {
  readonly property_id: string;
  readonly kind: 'created' | 'updated';
  /** Detail-view fields that changed, as dotted paths (financial.price_current, address.city, ...). */
  readonly changed_fields: readonly string[];
  /** The connector source (or the geocoder) that made the change. */
  readonly source: string;
}

/** One entry of GET /api/v1/changes. */
export interface Change {
  readonly seq: number;
  readonly property_id: string;
  readonly kind: 'created' | 'updated';
  readonly changed_fields: string[];
  readonly changed_at: string;
}

export interface ChangePage {
  readonly success: true;
  readonly data: Change[];
  readonly metadata: { readonly next_after: number; readonly has_more: boolean };
}

/** Writes change rows inside the caller's transaction, as its last write (it takes the feed's commit-order lock). */
export interface ChangeRecorder {
  record(tx: Queryable, changes: readonly NewChange[]): Promise<void>;
}
