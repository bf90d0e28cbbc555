import type { Logger } from 'pino';
import { FailureStreak } from './failure-streak';

/**
 * Runs `work` again and again: at once while it reports it did something,
 * otherwise after `intervalMs` (or at a wake()). Failures back off (FailureStreak).
 * stop() resolves once the current round has finished.
 */
export class PollingLoop {
  private running: Promise<void> | undefined;
  private stopping = false;
  private wakeups = 0;
  private sleeper: (() => void) | undefined;

  constructor(
    private readonly log: Logger,
    private readonly what: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<boolean>,
  ) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.stopping = true;
    this.wake();
    await this.running;
    this.running = undefined;
  }

  /** Ends the current pause early (new work is known to be waiting). */
  wake(): void {
    this.wakeups++;
    this.sleeper?.();
  }

  private async loop(): Promise<void> {
    const streak = new FailureStreak(this.log, this.what, this.intervalMs);
    while (!this.stopping) {
      const seen = this.wakeups;
      let worked = false;
      let pause = this.intervalMs;
      try {
        worked = await this.work();
        streak.succeeded();
      } catch (err) {
        pause = streak.failed(err);
      }
      if (!this.stopping && !worked && (streak.failing || seen === this.wakeups)) await this.sleep(pause);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.sleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleeper = done;
    });
  }
}
