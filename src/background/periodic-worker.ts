import type { Logger } from 'pino';
import type { BackgroundWorker } from '../modules/module.types';
import { PollingLoop } from './polling-loop';

/**
 * Runs `task` at start, then `intervalMs` after each run ends (later while it
 * keeps failing: FailureStreak's back-off). stop() waits for a run in progress.
 * The housekeeping loops (purges, pruning, compaction) are all this one shape.
 */
export class PeriodicWorker implements BackgroundWorker {
  private readonly loop: PollingLoop;

  constructor(what: string, task: () => Promise<void>, log: Logger, intervalMs: number) {
    this.loop = new PollingLoop(log, what, intervalMs, async () => {
      await task();
      return false;
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
