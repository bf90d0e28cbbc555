import type { FieldProblem } from '../../http/errors';
import type { ConnectorPrincipal } from '../auth/principal';
import type { KeptField } from './merge-rules';

/** Spec 4.6 and contract 6: up to 100 answered at once, up to 10,000 queued. */
export const SYNC_BATCH_MAX = 100;
export const QUEUED_BATCH_MAX = 10_000;

export type ItemStatus = 'created' | 'updated' | 'unchanged' | 'rejected';

/** The outcome of one submitted property (a single submission or one batch item). */
export interface ItemOutcome {
  external_id: string | null;
  property_id: string | null;
  status: ItemStatus;
  /** True when the item matched an existing property or an earlier item of the same batch. */
  duplicate: boolean;
  /** Validation errors, for rejected items. */
  errors?: FieldProblem[];
  /** Present when another source's value was kept for some of the item's fields (contract section 13). */
  kept?: KeptField[];
}

/**
 * Runs batch items through the submission pipeline. Used by the synchronous
 * batch endpoint and by the queue worker for each claimed chunk of a queued
 * batch (items already validated for batch-level rules such as size).
 */
/** How a queued batch's items must be worked (SubmissionsService.queueOrder). */
export interface QueueOrder {
  /** For each item, the position of the first earlier item with its external_id, or null. */
  readonly repeats: ReadonlyArray<number | null>;
  /** Two items may name one address: work the batch one chunk at a time, in order. */
  readonly ordered: boolean;
}

export interface BatchItemProcessor {
  /** Decided over the whole batch when it is accepted: its chunks are processed apart. */
  queueOrder(items: readonly unknown[]): QueueOrder;
  /** `repeats`: see SubmissionContext.repeats (a queued batch's chunk). */
  processItems(items: readonly unknown[], principal: ConnectorPrincipal, repeats?: ReadonlyArray<number | null>): Promise<ItemOutcome[]>;
}
