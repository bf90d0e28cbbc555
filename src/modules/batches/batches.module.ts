import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import type { BackgroundWorker, Mount } from '../module.types';
import type { QueueHealth } from '../health/health.service';
import type { BatchItemProcessor } from '../submissions/submission.types';
import type { BatchQueue } from './batch-queue.types';
import { batchPurger } from './batch-purger';
import { BatchWorker } from './batch-worker';
import { batchesRouter } from './batches.router';
import { BatchesRepository } from './batches.repository';
import { BATCH_STATUS_PATH, BatchesService } from './batches.service';
import { QueueDepthRepository, type QueueDepth } from './queue-depth.repository';

export interface BatchModuleDeps {
  pool: Pool;
  config: Config;
  log: Logger;
  connectorGuard: RequestHandler[];
  /** The submission pipeline; without it batches are accepted but nothing here processes them. */
  processor?: BatchItemProcessor;
}

export interface BatchModule {
  readonly queue: BatchQueue;
  readonly mount: Mount;
  /** Present when a processor is given and `batch.workerEnabled`. */
  readonly worker: BackgroundWorker | undefined;
  /** Deletes finished batches after `batch.retentionDays`. */
  readonly purger: BackgroundWorker;
  queueHealth(): Promise<QueueHealth>;
  /** Items by state (the pds_batch_queue_items gauge). */
  queueDepth(): Promise<QueueDepth>;
}

/** The queue, its status endpoint and this instance's worker, wired for the container. */
export function createBatchModule({ pool, config, log, connectorGuard, processor }: BatchModuleDeps): BatchModule {
  const repository = new BatchesRepository(pool);
  // Without a processor nothing here works the batches, so their order does not matter.
  const orderOf = processor
    ? (items: readonly unknown[]) => processor.queueOrder(items)
    : (items: readonly unknown[]) => ({ repeats: items.map(() => null), ordered: false });
  const service = new BatchesService(pool, repository, log, orderOf);
  const depth = new QueueDepthRepository(pool);
  const worker =
    processor && config.batch.workerEnabled
      ? new BatchWorker({ pool, processor, settings: config.batch, log, stopGraceMs: Math.floor(config.server.shutdownTimeoutMs / 2) })
      : undefined;
  return {
    queue: service,
    mount: { path: BATCH_STATUS_PATH, router: batchesRouter(service, connectorGuard) },
    worker,
    purger: batchPurger(repository, config.batch.retentionDays, log),
    queueHealth: () => service.openCounts(),
    queueDepth: () => depth.read(),
  };
}
