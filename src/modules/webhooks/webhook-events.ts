import { randomBytes } from 'node:crypto';
import type { PropertyListView } from '../properties/properties.mapper';
import type { FeedChange } from './change-feed.repository';
import type { WebhookEvent } from './webhook.schemas';

/** The detail-view paths whose change makes an update also a price (amount or currency) or a status change. */
const PRICE_FIELDS = ['financial.price_current', 'financial.currency'];
const STATUS_FIELD = 'status';

/**
 * The events one change means for a subscription to `subscribed`, in the
 * order they are sent: a creation is only `property.created`; an update is
 * `property.updated`, then `property.price_changed` and
 * `property.status_changed` when those fields changed. Each only if subscribed.
 * The ordinal keeps its place when others are left out, so it identifies the event.
 */
export function eventsOf(change: FeedChange, subscribed: readonly WebhookEvent[]): Array<{ type: WebhookEvent; ordinal: number }> {
  const all: WebhookEvent[] =
    change.kind === 'created'
      ? ['property.created']
      : [
          'property.updated',
          ...(PRICE_FIELDS.some((f) => change.changedFields.includes(f)) ? (['property.price_changed'] as const) : []),
          ...(change.changedFields.includes(STATUS_FIELD) ? (['property.status_changed'] as const) : []),
        ];
  const ordinalOf: Record<WebhookEvent, number> = {
    'property.created': 0,
    'property.updated': 1,
    'property.price_changed': 2,
    'property.status_changed': 3,
  };
  return all.filter((type) => subscribed.includes(type)).map((type) => ({ type, ordinal: ordinalOf[type] }));
}

/** A webhook-id: `msg_` and 24 random characters, the same on every retry of the event. */
export function newEventId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** The delivery body (contract section 11), as the exact text that is signed and sent. */
export function renderBody(type: WebhookEvent, change: FeedChange, property: PropertyListView): string {
  return JSON.stringify({
    type,
    timestamp: change.changedAt.toISOString(),
    data: { seq: change.seq, property_id: change.propertyId, changed_fields: change.changedFields, property },
  });
}
