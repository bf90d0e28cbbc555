import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import type { BackgroundWorker, Mount } from '../module.types';
import type { BatchQueue } from '../batches/batch-queue.types';
import type { ChangeRecorder } from '../changes/changes.types';
import type { AddressGeocoder } from '../geocoding/geocoding.types';
import type { GeocodeTasksRepository } from './geocode-tasks.repository';
import { idempotencyPruner } from './idempotency-pruner';
import { IdempotencyRepository } from './idempotency.repository';
import { DEFAULT_IDEMPOTENCY, IdempotencyService } from './idempotency.service';
import type { SubmissionPipeline } from './pipeline/pipeline';
import { RegeocodeWorker } from './regeocode.worker';
import { SUBMISSIONS_PATH, submissionsRouter } from './submissions.router';
import { SubmissionsService } from './submissions.service';

export interface SubmissionsModuleDeps {
  readonly pool: Pool;
  readonly config: Config;
  readonly log: Logger;
  /** Written in the composition root: the six steps in their order. */
  readonly pipeline: SubmissionPipeline;
  readonly geocoder: AddressGeocoder;
  readonly geocodeTasks: GeocodeTasksRepository;
  /** The change feed, where the re-geocode worker records the coordinates it fills. */
  readonly changes: ChangeRecorder;
}

export interface SubmissionsModule {
  /** Also the queue worker's BatchItemProcessor. */
  readonly service: SubmissionsService;
  /** The two connector endpoints behind the guard; batches over 100 go to the queue. */
  mount(connectorGuard: readonly RequestHandler[], batchQueue: BatchQueue | undefined): Mount;
  /** The re-geocode worker and the idempotency-key pruner. */
  readonly workers: readonly BackgroundWorker[];
}

export function createSubmissionsModule({ pool, config, log, pipeline, geocoder, geocodeTasks, changes }: SubmissionsModuleDeps): SubmissionsModule {
  const service = new SubmissionsService(pipeline);
  const idempotencyRepository = new IdempotencyRepository(pool);
  const idempotency = new IdempotencyService(idempotencyRepository, log);
  const regeocode = new RegeocodeWorker(geocodeTasks, geocoder, log.child({ component: 'regeocode-worker' }), {
    pollIntervalMs: config.batch.pollIntervalMs,
    leaseMs: config.geocoder.timeoutMs * 3,
    budgetMs: config.geocoder.timeoutMs + Math.ceil(1000 / config.geocoder.rate),
    maxBackoffMs: 15 * 60_000,
  }, { pool, changes });
  return {
    service,
    mount: (connectorGuard, batchQueue) => ({
      path: SUBMISSIONS_PATH,
      router: submissionsRouter({ service, idempotency, connectorGuard, batchQueue }),
    }),
    workers: [regeocode, idempotencyPruner(idempotencyRepository, DEFAULT_IDEMPOTENCY.retentionMs, log)],
  };
}
