import type { Queryable } from '../../db/pool';
import type { FieldProblem } from '../../http/errors';
import type { NormalizedAddress } from '../geocoding/address/normalize';
import type { Candidate, GeocodeOutcome } from './candidate';
import type { KeptField } from './merge-rules';
import type { MergeField, PropertyRecord } from './property-record';
import type { Submission } from './submission.schemas';

/** One submitted property on its way through the pipeline. */
export interface SubmissionItem {
  readonly index: number;
  readonly raw: unknown;
  externalId: string | null;
  /** Set by validation; a rejected item skips every later step. */
  errors?: FieldProblem[];
  warnings: FieldProblem[];
  submission?: Submission;
  /** The offline normalisation: the dedupe key and the answer's normalized_address. */
  address?: NormalizedAddress;
  geocode?: GeocodeOutcome;
  candidate?: Candidate;
  /** From here on: state of the current database transaction, reset if it is retried. */
  propertyId?: string;
  /** True when the item matched a stored property or an earlier item of the batch. */
  duplicate: boolean;
  /** This item created the property (the first item of a batch that names a new address). */
  creates: boolean;
  changed: MergeField[];
  /** Units it offered differently that another source's better-scored value kept (contract section 13). */
  kept: KeptField[];
}

/** A property this submission touches, as loaded and as it will be stored. */
export interface WorkingProperty {
  record: PropertyRecord;
  /** As read from the database (locked); undefined when this submission creates it. */
  readonly loaded: PropertyRecord | undefined;
  /** Some item changed it: it is written (and its updated_at stamped). */
  dirty: boolean;
  /** Unchanged, but its internal geocoding status moved: only that is written (see mergeCandidate). */
  geocodeRefreshed?: boolean;
}

export interface SubmissionContext {
  readonly source: string;
  /** Batch items must carry a unique external_id; a single submission need not. */
  readonly batch: boolean;
  /**
   * A queued batch's chunk: for each item, the batch position of the first
   * earlier item with its external_id (null if none), decided over the whole
   * batch when it was accepted. Absent: the items are the whole batch.
   */
  readonly repeats?: ReadonlyArray<number | null>;
  readonly receivedAt: Date;
  /** Time the geocoding step may spend on all items together. */
  readonly geocodeBudgetMs: number;
  readonly items: SubmissionItem[];
  /** The open transaction while the transactional steps run. */
  tx?: Queryable;
  /** Property id -> working copy. */
  readonly properties: Map<string, WorkingProperty>;
  /** (source's) external_id -> property id, as stored before this submission. */
  readonly links: Map<string, string>;
}

export function newContext(
  raws: readonly unknown[],
  options: { source: string; batch: boolean; geocodeBudgetMs: number; receivedAt?: Date; repeats?: ReadonlyArray<number | null> },
): SubmissionContext {
  return {
    source: options.source,
    batch: options.batch,
    ...(options.repeats ? { repeats: options.repeats } : {}),
    receivedAt: options.receivedAt ?? new Date(),
    geocodeBudgetMs: options.geocodeBudgetMs,
    items: raws.map((raw, index) => ({ index, raw, externalId: null, warnings: [], duplicate: false, creates: false, changed: [], kept: [] })),
    properties: new Map(),
    links: new Map(),
  };
}

/** Items still in the running (not rejected). */
export function liveItems(ctx: SubmissionContext): SubmissionItem[] {
  return ctx.items.filter((item) => !item.errors);
}

/** Forgets what a failed transaction computed, so the steps can run again on fresh reads. */
export function resetTransactionState(ctx: SubmissionContext): void {
  ctx.properties.clear();
  ctx.links.clear();
  ctx.tx = undefined;
  for (const item of ctx.items) {
    item.propertyId = undefined;
    item.duplicate = false;
    item.creates = false;
    item.changed = [];
    item.kept = [];
  }
}
