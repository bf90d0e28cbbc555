import type { FieldProblem } from '../../http/errors';
import type { StoredAnswer } from './idempotency.repository';
import type { SubmissionContext, SubmissionItem } from './submission-context';
import type { ItemOutcome, ItemStatus } from './submission.types';

export function itemStatus(item: SubmissionItem): ItemStatus {
  if (item.errors) return 'rejected';
  if (item.creates) return 'created';
  return item.changed.length > 0 ? 'updated' : 'unchanged';
}

export function itemOutcome(item: SubmissionItem): ItemOutcome {
  const status = itemStatus(item);
  return {
    external_id: item.externalId,
    property_id: status === 'rejected' ? null : (item.propertyId ?? null),
    status,
    duplicate: status !== 'rejected' && item.duplicate,
    ...(item.errors ? { errors: item.errors } : {}),
    ...(item.kept.length > 0 ? { kept: item.kept } : {}),
  };
}

const MESSAGES: Record<Exclude<ItemStatus, 'rejected'>, (item: SubmissionItem) => string> = {
  created: () => 'Property created',
  updated: (item) => `Property updated (${item.changed.join(', ')})`,
  unchanged: (item) =>
    item.kept.length > 0
      ? `Property unchanged: other sources' better-scored values were kept (${item.kept.map((k) => k.field).join(', ')})`
      : 'Property unchanged: the stored data already holds everything submitted',
};

/** 422 VALIDATION_FAILED, kept in this form so an idempotent retry can answer it again. */
export function rejectedAnswer(errors: FieldProblem[], message = 'The submitted property failed validation'): StoredAnswer {
  return { status: 422, body: { message, errors } };
}

/** Spec 4.5, 200. */
export function singleAnswer(ctx: SubmissionContext, item: SubmissionItem): StoredAnswer {
  const status = itemStatus(item) as Exclude<ItemStatus, 'rejected'>;
  const stored = ctx.properties.get(item.propertyId!)?.record;
  const geocode = item.geocode!;
  return {
    status: 200,
    body: {
      success: true,
      data: { property_id: item.propertyId, status, message: MESSAGES[status](item), kept: item.kept },
      validation: { passed: true, warnings: item.warnings },
      geocoding: {
        // What the property has now: coordinates stored earlier for this address count.
        status: stored && stored.latitude !== null ? 'success' : geocode.status,
        normalized_address: geocode.normalizedAddress,
        confidence: Math.round(geocode.confidence * 100) / 100,
      },
    },
  };
}

/** Spec 4.6, 200 (100 items or fewer). */
export function batchAnswer(batchId: string, outcomes: readonly ItemOutcome[], startedAt: number): StoredAnswer {
  const rejected = outcomes.filter((o) => o.status === 'rejected').length;
  return {
    status: 200,
    body: {
      success: true,
      data: {
        batch_id: batchId,
        status: 'completed',
        summary: {
          total_submitted: outcomes.length,
          accepted: outcomes.length - rejected,
          rejected,
          duplicates: outcomes.filter((o) => o.duplicate).length,
          processing_time_ms: Math.round(performance.now() - startedAt),
        },
        results: outcomes.map((o) => ({
          external_id: o.external_id,
          property_id: o.property_id,
          status: o.status,
          ...(o.errors ? { errors: o.errors } : {}),
          ...(o.kept ? { kept: o.kept } : {}),
        })),
      },
    },
  };
}
