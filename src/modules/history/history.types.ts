export type HistoryEventName = 'listed' | 'price_changed' | 'status_changed' | 'price_and_status_changed';

/** What a writer records when a property is listed or its price or status changes (with its change, ChangeRecorder). */
export interface NewHistoryEvent {
  readonly property_id: string;
  readonly event: HistoryEventName;
  readonly source: string;
  readonly price_previous: number | null;
  readonly price_current: number | null;
  readonly currency: string | null;
  readonly status_previous: string | null;
  readonly status_current: string | null;
}

/** One entry of GET /api/v1/properties/{id}/history (contract section 10). */
export interface HistoryEntry {
  readonly at: string;
  readonly event: HistoryEventName;
  readonly source: string;
  readonly price: { readonly previous: number | null; readonly current: number | null; readonly currency: string | null };
  readonly status: { readonly previous: string | null; readonly current: string | null };
}
