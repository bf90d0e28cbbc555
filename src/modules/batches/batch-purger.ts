import type { Logger } from 'pino';
import { PeriodicWorker } from '../../background/periodic-worker';
import type { BackgroundWorker } from '../module.types';
import type { BatchesRepository } from './batches.repository';

const HOUR_MS = 3_600_000;
/** Batches deleted per statement: a long backlog is purged in short transactions. */
const PURGE_CHUNK = 500;

/**
 * Deletes finished (completed or failed) batches, with their items and
 * payloads, once they are `retentionDays` old: at start and every hour.
 * Several instances may purge at once; each statement takes what is left.
 */
export function batchPurger(batches: BatchesRepository, retentionDays: number, log: Logger, everyMs = HOUR_MS): BackgroundWorker {
  let stopping = false;
  const worker = new PeriodicWorker(
    'batch purge',
    async () => {
      let total = 0;
      for (;;) {
        if (stopping) break;
        const deleted = await batches.deleteFinishedBefore(retentionDays, PURGE_CHUNK);
        total += deleted;
        if (deleted < PURGE_CHUNK) break;
      }
      if (total > 0) log.info({ batches: total, retentionDays }, 'finished batches purged');
    },
    log,
    everyMs,
  );
  return {
    start: () => {
      stopping = false;
      worker.start();
    },
    stop: () => {
      // A long backlog stops between chunks, not after the last one.
      stopping = true;
      return worker.stop();
    },
  };
}
