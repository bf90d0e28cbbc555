import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import type { BackgroundWorker } from '../module.types';
import type { BatchItemProcessor } from '../submissions/submission.types';
import { BatchClaimsRepository } from './batch-claims.repository';
import { BATCH_CHANNEL } from './batches.repository';
import { ClaimRun } from './claim-run';
import { QueueListener } from './queue-listener';
import { FailureStreak } from '../../background/failure-streak';

export interface BatchWorkerOptions {
  pool: pg.Pool;
  processor: BatchItemProcessor;
  settings: Config['batch'];
  log: Logger;
  /** Chunks worked on at once by this instance. */
  concurrency?: number;
  /** After this long, stop() warns that slices are still running (it keeps waiting: the process's shutdown timeout bounds it). */
  stopGraceMs?: number;
}

/** A slice should take about this long, so that stopping waits little and a crash loses little. */
const TARGET_SLICE_MS = 500;
const FIRST_SLICE = 10;

/**
 * The background loop of one instance: claims chunks of queued batch items
 * under a lease, runs them through the pipeline and records every outcome.
 * Wakes on NOTIFY (enqueue, released work) and polls as a fallback, which is
 * also how expired leases of crashed instances are found.
 */
export class BatchWorker implements BackgroundWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly claims: BatchClaimsRepository;
  private readonly listener: QueueListener;
  private readonly log: Logger;
  private readonly concurrency: number;
  private readonly stopGraceMs: number;
  private readonly active = new Set<ClaimRun>();
  private readonly sleepers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  private stopping = false;
  /** Bumped by every wake-up, so a notification arriving during a claim is not slept through. */
  private wakeups = 0;
  private claimSeq = 0;
  private msPerItem: number | undefined;

  constructor(private readonly options: BatchWorkerOptions) {
    this.log = options.log.child({ component: 'batch-worker', worker: this.id });
    this.claims = new BatchClaimsRepository(options.pool);
    this.concurrency = options.concurrency ?? 4;
    this.stopGraceMs = options.stopGraceMs ?? 5_000;
    this.listener = new QueueListener(options.pool.options, BATCH_CHANNEL, () => this.wake(), this.log);
  }

  start(): void {
    if (this.loops.length > 0) return;
    this.stopping = false;
    this.listener.start();
    for (let i = 0; i < this.concurrency; i++) this.loops.push(this.loop());
    this.log.info({ concurrency: this.concurrency }, 'batch worker started');
  }

  /**
   * Stops claiming, gives back what is claimed but not started, and waits for
   * the slices in flight: once it resolves nothing of this worker runs, so the
   * pool may end. A slice that outlives the shutdown timeout ends with the
   * process; its lease then hands the items to another instance.
   */
  async stop(): Promise<void> {
    if (this.loops.length === 0) return;
    this.stopping = true;
    this.wake();
    await Promise.all([...this.active].map((run) => run.release().catch((err: unknown) => this.log.warn({ err }, 'could not release batch items'))));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.stopGraceMs)));
    const loops = Promise.all(this.loops);
    const ended = await Promise.race([loops.then(() => 'done' as const), graceOver]);
    clearTimeout(timer);
    if (ended === 'timeout') {
      this.log.warn({ graceMs: this.stopGraceMs }, 'batch slices still running at stop; waiting for them');
      await loops;
    }
    this.loops = [];
    await this.listener.stop();
    this.log.info('batch worker stopped');
  }

  private wake(): void {
    this.wakeups++;
    for (const resolve of [...this.sleepers]) resolve();
  }

  private async loop(): Promise<void> {
    const streak = new FailureStreak(this.log, 'batch worker iteration', this.options.settings.pollIntervalMs);
    while (!this.stopping) {
      const seen = this.wakeups;
      let worked = false;
      let pause = this.options.settings.pollIntervalMs;
      try {
        worked = await this.runOnce();
        streak.succeeded();
      } catch (err) {
        pause = streak.failed(err);
      }
      if (!worked && !this.stopping && (streak.failing || seen === this.wakeups)) await this.sleep(pause);
    }
  }

  /** Claims one chunk and works through it; false when there was nothing to claim. */
  private async runOnce(): Promise<boolean> {
    const { chunkSize, leaseMs, maxAttempts } = this.options.settings;
    const claim = await this.claims.claim(`${this.id}:${++this.claimSeq}`, chunkSize, leaseMs);
    if (!claim) return false;
    this.log.debug({ batchId: claim.batchId, items: claim.items.length }, 'batch items claimed');
    const run = new ClaimRun(
      claim,
      this.claims,
      this.options.processor,
      { leaseMs, maxAttempts, sliceSize: () => this.sliceSize(), observe: (items, ms) => this.observe(items, ms) },
      this.log,
    );
    this.active.add(run);
    try {
      // stop() may have come between the claim and here: hand everything back.
      if (this.stopping) await run.release();
      await run.run();
    } finally {
      this.active.delete(run);
      // The batch's next chunk may be taken (by any instance); if this fails, the lease runs out instead.
      await this.claims.finish(claim).catch((err: unknown) => this.log.warn({ err, batchId: claim.batchId }, 'could not end the batch lease'));
    }
    return true;
  }

  private sliceSize(): number {
    if (this.msPerItem === undefined) return Math.min(FIRST_SLICE, this.options.settings.chunkSize);
    return Math.max(1, Math.min(this.options.settings.chunkSize, Math.floor(TARGET_SLICE_MS / Math.max(this.msPerItem, 0.01))));
  }

  private observe(items: number, ms: number): void {
    const perItem = ms / items;
    this.msPerItem = this.msPerItem === undefined ? perItem : 0.7 * this.msPerItem + 0.3 * perItem;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
