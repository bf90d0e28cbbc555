import type { Logger } from 'pino';
import { PeriodicWorker } from '../../background/periodic-worker';
import type { StatsService } from './stats.service';

/**
 * Folds the statistics deltas written by the triggers into the summary every
 * `intervalMs`, so reads stay a sum over a few hundred rows. Correctness never
 * depends on it: readers add the pending deltas themselves.
 */
export class StatsCompactor extends PeriodicWorker {
  constructor(stats: StatsService, log: Logger, intervalMs = 1_000) {
    super('statistics compaction', () => stats.compact(), log, intervalMs);
  }
}
