import type { Logger } from 'pino';
import type { BackgroundWorker } from '../modules/module.types';
import { FailureStreak } from './failure-streak';

/**
 * Runs `task` at start, then `intervalMs` after each run ends (later while it
 * keeps failing: FailureStreak's back-off). stop() waits for a run in progress.
 */
export class PeriodicWorker implements BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly what: string,
    private readonly task: () => Promise<void>,
    private readonly log: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = this.tick(new FailureStreak(this.log, this.what, this.intervalMs));
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const running = this.running;
    this.running = undefined;
    await running;
  }

  private async tick(streak: FailureStreak): Promise<void> {
    let pause = this.intervalMs;
    try {
      await this.task();
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
