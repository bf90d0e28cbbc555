import type { Logger } from 'pino';
import type { BackgroundWorker } from '../module.types';
import type { IdempotencyRepository } from './idempotency.repository';

/** Forgets Idempotency-Keys past their retention, once an hour (and at start). */
export class IdempotencyPruner implements BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: IdempotencyRepository,
    private readonly retentionMs: number,
    private readonly log: Logger,
    private readonly everyMs = 3_600_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.prune();
    this.timer = setInterval(() => this.prune(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private prune(): void {
    this.pass = this.repository
      .deleteOlderThan(this.retentionMs)
      .then((n) => void (n > 0 && this.log.info({ keys: n }, 'expired idempotency keys removed')))
      .catch((err: unknown) => this.log.warn({ err }, 'could not remove expired idempotency keys'));
  }
}
