import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../../db/pool';
import { NotFoundError } from '../../http/errors';
import type { ConnectorPrincipal } from '../auth/principal';
import type { QueueOrder } from '../submissions/submission.types';
import { isBatchId, newBatchId } from './batch-id';
import type { BatchQueue, QueuedBatch } from './batch-queue.types';
import { statusView, type BatchStatusView, type PageMetadata } from './batch-views';
import type { BatchStatusQuery } from './batches.schemas';
import type { BatchesRepository } from './batches.repository';

/** Batches whose pace the estimate is based on. */
const RECENT_BATCHES = 20;
/** Assumed pace before any batch has been measured on this database. */
const UNMEASURED_ITEMS_PER_SECOND = 50;

export const BATCH_STATUS_PATH = '/api/v1/connectors/batches';

/** Accepts queued batches and reports on them; the worker does the processing. */
export class BatchesService implements BatchQueue {
  private analyzing: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly batches: BatchesRepository,
    private readonly log: Logger,
    /** How the pipeline that will process them wants the items queued (BatchItemProcessor.queueOrder). */
    private readonly orderOf: (items: readonly unknown[]) => QueueOrder,
  ) {}

  async enqueue(items: readonly unknown[], principal: ConnectorPrincipal): Promise<QueuedBatch> {
    const id = newBatchId();
    const { total, minutes } = await withTransaction(this.pool, async (tx) => {
      const batch = await this.batches.insert(tx, id, principal, items, this.orderOf(items));
      const { backlog, itemsPerSecond } = await this.batches.throughput(tx, RECENT_BATCHES);
      return { total: batch.total, minutes: estimateMinutes(backlog, itemsPerSecond) };
    });
    this.refreshStatistics();
    return {
      batch_id: id,
      status: 'queued',
      message: `Batch of ${total} properties accepted for processing; poll status_url for progress and results`,
      summary: { total_submitted: total, estimated_processing_time_minutes: minutes },
      status_url: `${BATCH_STATUS_PATH}/${id}`,
    };
  }

  /** A batch of another source is answered like an unknown one: its existence is not the caller's business. */
  async status(
    batchId: string,
    principal: ConnectorPrincipal,
    page: BatchStatusQuery,
  ): Promise<{ data: BatchStatusView; metadata: PageMetadata }> {
    const batch = isBatchId(batchId) ? await this.batches.find(batchId) : undefined;
    if (!batch || batch.source !== principal.source) throw new NotFoundError('Batch not found');
    const items = page.offset < batch.total ? await this.batches.items(batch.id, page.limit, page.offset) : [];
    return {
      data: statusView(batch, items),
      metadata: { total: batch.total, limit: page.limit, offset: page.offset, has_more: page.offset + items.length < batch.total },
    };
  }

  /**
   * Not awaited: the client need not wait for the planner's statistics, only the
   * workers benefit. One at a time per instance, so a burst of batches does not
   * tie up the pool with ANALYZEs queuing for the same table lock.
   */
  private refreshStatistics(): void {
    if (this.analyzing) return;
    this.analyzing = this.batches
      .refreshStatistics()
      .catch((err: unknown) => this.log.warn({ err }, 'could not analyze the batch queue'))
      .finally(() => (this.analyzing = undefined));
  }

  async openCounts(): Promise<{ queued: number; processing: number }> {
    return this.batches.openCounts();
  }
}

/** Whole minutes, at least 1, for everything queued (this batch included) at the measured pace. */
export function estimateMinutes(backlog: number, itemsPerSecond: number | null): number {
  const pace = itemsPerSecond && itemsPerSecond > 0 ? itemsPerSecond : UNMEASURED_ITEMS_PER_SECOND;
  return Math.max(1, Math.ceil(backlog / pace / 60));
}
