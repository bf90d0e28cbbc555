import type { Logger } from 'pino';
import { FailureStreak } from '../../background/failure-streak';
import type { BackgroundWorker } from '../module.types';
import type { StatsService } from './stats.service';

/**
 * Folds the statistics deltas written by the triggers into the summary every
 * `intervalMs`, so reads stay a sum over a few hundred rows. Correctness never
 * depends on it: readers add the pending deltas themselves.
 */
export class StatsCompactor implements BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly stats: StatsService,
    private readonly log: Logger,
    private readonly intervalMs = 1_000,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = this.tick(new FailureStreak(this.log, 'statistics compaction', this.intervalMs));
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const running = this.running;
    this.running = undefined;
    await running;
  }

  /** One compaction, then the next one scheduled: after intervalMs, or later while it keeps failing. */
  private async tick(streak: FailureStreak): Promise<void> {
    let pause = this.intervalMs;
    try {
      await this.stats.compact();
      streak.succeeded();
    } catch (err) {
      pause = streak.failed(err);
    }
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.running = this.tick(streak);
    }, pause);
    this.timer.unref();
  }
}
