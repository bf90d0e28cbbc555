import type { Logger } from 'pino';
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
export class BatchPurger implements BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly batches: BatchesRepository,
    private readonly retentionDays: number,
    private readonly log: Logger,
    private readonly everyMs = HOUR_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.purge();
    this.timer = setInterval(() => this.purge(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private purge(): void {
    this.pass = this.pass.then(() => this.purgeAll()).catch((err: unknown) => this.log.warn({ err }, 'could not purge finished batches'));
  }

  private async purgeAll(): Promise<void> {
    let total = 0;
    for (;;) {
      if (this.stopping) break;
      const deleted = await this.batches.deleteFinishedBefore(this.retentionDays, PURGE_CHUNK);
      total += deleted;
      if (deleted < PURGE_CHUNK) break;
    }
    if (total > 0) this.log.info({ batches: total, retentionDays: this.retentionDays }, 'finished batches purged');
  }
}
