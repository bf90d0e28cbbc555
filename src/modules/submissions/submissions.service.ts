import { performance } from 'node:perf_hooks';
import type { ConnectorPrincipal } from '../auth/principal';
import { newBatchId } from '../batches/batch-id';
import type { BatchQueue } from '../batches/batch-queue.types';
import { ServiceUnavailableError } from '../../http/errors';
import type { StoredAnswer } from './idempotency.repository';
import type { SubmissionPipeline } from './pipeline/pipeline';
import { batchAnswer, itemOutcome, rejectedAnswer, singleAnswer } from './submission-answers';
import { externalIdRepeats } from './pipeline/validate.step';
import { newContext } from './submission-context';
import { needsSubmissionOrder } from './submission-order';
import { QUEUED_BATCH_MAX, SYNC_BATCH_MAX, type BatchItemProcessor, type ItemOutcome, type QueueOrder } from './submission.types';

export interface GeocodeBudgets {
  /** A single submission waits this long for coordinates at most. */
  readonly singleMs: number;
  /** A batch (or a chunk of a queued one) waits this long for all its items together. */
  readonly batchMs: number;
}

export const DEFAULT_BUDGETS: GeocodeBudgets = { singleMs: 2_500, batchMs: 2_000 };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The connector use cases: one property, a batch, and the queue worker's chunks. */
export class SubmissionsService implements BatchItemProcessor {
  constructor(
    private readonly pipeline: SubmissionPipeline,
    private readonly budgets: GeocodeBudgets = DEFAULT_BUDGETS,
  ) {}

  async submitSingle(body: unknown, principal: ConnectorPrincipal): Promise<StoredAnswer> {
    const ctx = newContext([body], { source: principal.source, batch: false, geocodeBudgetMs: this.budgets.singleMs });
    await this.pipeline.run(ctx);
    const item = ctx.items[0]!;
    return item.errors ? rejectedAnswer(item.errors) : singleAnswer(ctx, item);
  }

  queueOrder(items: readonly unknown[]): QueueOrder {
    return { repeats: externalIdRepeats(items), ordered: needsSubmissionOrder(items) };
  }

  async processItems(items: readonly unknown[], principal: ConnectorPrincipal, repeats?: ReadonlyArray<number | null>): Promise<ItemOutcome[]> {
    const ctx = newContext(items, { source: principal.source, batch: true, geocodeBudgetMs: this.budgets.batchMs, ...(repeats ? { repeats } : {}) });
    await this.pipeline.run(ctx);
    return ctx.items.map(itemOutcome);
  }

  /** 200 with every item's outcome (<= 100), 202 queued (101..10,000), else 422. */
  async submitBatch(body: unknown, principal: ConnectorPrincipal, queue: BatchQueue | undefined): Promise<StoredAnswer> {
    const startedAt = performance.now();
    const items = isObject(body) ? body.properties : undefined;
    if (!Array.isArray(items)) {
      return rejectedAnswer([{ field: 'properties', message: 'is required: an array of submitted properties' }], 'The batch is malformed');
    }
    if (items.length === 0 || items.length > QUEUED_BATCH_MAX) {
      const message = items.length === 0 ? 'must contain at least 1 property' : `must contain at most ${QUEUED_BATCH_MAX} properties`;
      return rejectedAnswer([{ field: 'properties', message }], 'The batch size is not accepted');
    }
    if (items.length > SYNC_BATCH_MAX) {
      if (!queue) throw new ServiceUnavailableError('Batches of more than 100 properties cannot be queued right now');
      return { status: 202, body: { success: true, data: await queue.enqueue(items, principal) } };
    }
    const outcomes = await this.processItems(items, principal);
    return batchAnswer(newBatchId(), outcomes, startedAt);
  }
}
