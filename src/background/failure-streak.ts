import type { Logger } from 'pino';

/** Longest pause between attempts while a background loop keeps failing. */
export const MAX_FAILURE_BACKOFF_MS = 30_000;

/**
 * Consecutive failures of one background loop. The first failure of a streak
 * is logged as a warning, the rest at debug, and the recovery once; the pause
 * before the next attempt doubles from `baseMs` up to 30 s. A database outage
 * thus costs a few queries and a few log lines instead of one per poll.
 */
export class FailureStreak {
  private failures = 0;

  constructor(
    private readonly log: Logger,
    private readonly what: string,
    private readonly baseMs: number,
  ) {}

  get failing(): boolean {
    return this.failures > 0;
  }

  /** Records a failure; returns how long to wait before trying again. */
  failed(err: unknown): number {
    this.failures++;
    if (this.failures === 1) this.log.warn({ err }, `${this.what} failed`);
    else this.log.debug({ err, failures: this.failures }, `${this.what} failed again`);
    return Math.min(this.baseMs * 2 ** this.failures, MAX_FAILURE_BACKOFF_MS);
  }

  succeeded(): void {
    if (this.failures > 0) this.log.info({ failures: this.failures }, `${this.what} works again`);
    this.failures = 0;
  }
}
