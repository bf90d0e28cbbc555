import type { Logger } from 'pino';
import { PeriodicWorker } from '../../background/periodic-worker';
import type { BackgroundWorker } from '../module.types';
import type { IdempotencyRepository } from './idempotency.repository';

/** Forgets Idempotency-Keys past their retention, once an hour (and at start). */
export function idempotencyPruner(repository: IdempotencyRepository, retentionMs: number, log: Logger, everyMs = 3_600_000): BackgroundWorker {
  return new PeriodicWorker(
    'idempotency key pruning',
    async () => {
      const n = await repository.deleteOlderThan(retentionMs);
      if (n > 0) log.info({ keys: n }, 'expired idempotency keys removed');
    },
    log,
    everyMs,
  );
}
