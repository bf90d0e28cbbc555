import type { Logger } from 'pino';
import { isDatabaseUnavailable, isPermanentDataError } from '../../db/pg-errors';
import { DATA_REFUSED, STORE_FAILED } from '../submissions/pipeline/pipeline';
import type { BatchItemProcessor, ItemOutcome } from '../submissions/submission.types';
import type { BatchClaimsRepository, Claim, ClaimedItem, ItemResult } from './batch-claims.repository';

export interface ClaimRunSettings {
  leaseMs: number;
  maxAttempts: number;
  /** How many items to hand the pipeline at once; asked before every slice. */
  sliceSize(): number;
  /** Reports how long a slice of `items` took, for the next slice's size. */
  observe(items: number, ms: number): void;
}

const MAX_RETRY_DELAY_MS = 30_000;
const MAX_REASON_LENGTH = 500;

const STORE_FAILED_REASON = 'the item could not be stored';

/**
 * The pipeline answers an item whose storing failed (the database refused it,
 * not its content) as rejected with STORE_FAILED. In a queued batch that is a
 * technical failure: tried again later, like an exception.
 */
function isStoreFailure(outcome: ItemOutcome): boolean {
  return outcome.status === 'rejected' && (outcome.errors ?? []).some((e) => e.field === STORE_FAILED.field && e.message === STORE_FAILED.message);
}

function reasonOf(err: unknown): string {
  // last_error is text, which cannot hold U+0000.
  const message = (err instanceof Error ? err.message : String(err)).replaceAll('\u0000', '\uFFFD');
  return message.length > MAX_REASON_LENGTH ? `${message.slice(0, MAX_REASON_LENGTH)}...` : message;
}

/**
 * Works through one claimed chunk: hands the pipeline slices of it, records each
 * slice's outcomes as soon as they exist (so a crash loses at most the slice in
 * flight), renews the lease meanwhile, and on `release()` gives back what it has
 * not started. An item the pipeline throws on is retried later with a growing
 * delay, and after `maxAttempts` attempts recorded as failed with the reason.
 */
export class ClaimRun {
  private waiting: ClaimedItem[];
  /** Positions this run still holds the lease of: claimed, and neither recorded nor released. */
  private readonly held: Set<number>;
  private renewTimer: NodeJS.Timeout | undefined;
  /** An ordered claim's item went back to wait for a retry: nothing after it may run before it. */
  private halted = false;

  constructor(
    private readonly claim: Claim,
    private readonly claims: BatchClaimsRepository,
    private readonly processor: BatchItemProcessor,
    private readonly settings: ClaimRunSettings,
    private readonly log: Logger,
  ) {
    this.waiting = [...claim.items].sort((x, y) => Number(y.lastError !== null) - Number(x.lastError !== null));
    this.held = new Set(claim.items.map((i) => i.position));
  }

  async run(): Promise<void> {
    this.renewTimer = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.settings.leaseMs / 3)));
    this.renewTimer.unref();
    try {
      await this.failExhausted();
      // An item that failed before runs alone, so it cannot fail a whole slice again.
      while (this.waiting[0]?.lastError && !this.halted) await this.runSlice(this.waiting.splice(0, 1));
      while (this.waiting.length > 0 && !this.halted) {
        await this.runSlice(this.waiting.splice(0, Math.max(1, this.settings.sliceSize())));
      }
      // The rest goes back unstarted; the batch is claimed again once the item waiting for its retry is due.
      if (this.halted) await this.release();
    } finally {
      clearInterval(this.renewTimer);
    }
  }

  /** Gives the items not yet started back to the queue at once (the instance is stopping). */
  async release(): Promise<void> {
    const unstarted = this.waiting.splice(0).map((i) => i.position);
    const released = await this.claims.release(this.claim, unstarted);
    this.forget(unstarted);
    if (released > 0) this.log.info({ batchId: this.claim.batchId, items: released }, 'released unstarted batch items');
  }

  /** Items claimed more often than allowed (an instance died on them each time) are not run again. */
  private async failExhausted(): Promise<void> {
    const exhausted = this.waiting.filter((i) => i.attempts > this.settings.maxAttempts);
    if (exhausted.length === 0) return;
    this.waiting = this.waiting.filter((i) => i.attempts <= this.settings.maxAttempts);
    const results: ItemResult[] = exhausted.map((i) => ({
      position: i.position,
      state: 'failed',
      error: `gave up after ${this.settings.maxAttempts} attempts: ${i.lastError ?? 'the processing instance stopped while working on it'}`,
    }));
    await this.claims.record(this.claim, results);
    this.forget(exhausted.map((i) => i.position));
  }

  private async runSlice(slice: ClaimedItem[]): Promise<void> {
    const started = performance.now();
    let outcomes;
    try {
      outcomes = await this.processor.processItems(
        slice.map((i) => i.payload),
        this.claim.principal,
        slice.map((i) => i.repeatsPosition),
      );
      if (outcomes.length !== slice.length) throw new Error(`the pipeline answered ${outcomes.length} outcomes for ${slice.length} items`);
    } catch (err) {
      // Nothing can be recorded now either; the lease brings the items back once the database does.
      if (isDatabaseUnavailable(err)) throw err;
      if (slice.length > 1) {
        // One bad item must not hold back the others: run them one by one to find it (in an ordered batch, up to it).
        for (const [k, item] of slice.entries()) {
          if (this.halted) {
            this.waiting.unshift(...slice.slice(k));
            return;
          }
          await this.runSlice([item]);
        }
        return;
      }
      await this.retryOrFail(slice[0]!, err);
      return;
    }
    this.settings.observe(slice.length, performance.now() - started);
    const results: ItemResult[] = [];
    const unstored: ClaimedItem[] = [];
    slice.forEach((item, k) => {
      const outcome = outcomes[k]!;
      if (isStoreFailure(outcome)) unstored.push(item);
      else results.push({ position: item.position, state: 'done', outcome });
    });
    if (results.length > 0) {
      const { status } = await this.claims.record(this.claim, results);
      this.forget(results.map((r) => r.position));
      if (status === 'completed' || status === 'failed') this.log.info({ batchId: this.claim.batchId, status }, 'batch finished');
    }
    for (const item of unstored) await this.retryOrFail(item, new Error(STORE_FAILED_REASON));
  }

  private async retryOrFail(item: ClaimedItem, err: unknown): Promise<void> {
    if (isPermanentDataError(err)) {
      await this.refuse(item, err);
      return;
    }
    const reason = reasonOf(err);
    this.log.warn({ err, batchId: this.claim.batchId, position: item.position, attempts: item.attempts }, 'batch item failed');
    if (item.attempts >= this.settings.maxAttempts) {
      await this.claims.record(this.claim, [
        { position: item.position, state: 'failed', error: `failed after ${item.attempts} attempts: ${reason}` },
      ]);
    } else {
      const afterMs = Math.min(MAX_RETRY_DELAY_MS, 500 * 2 ** (item.attempts - 1));
      await this.claims.release(this.claim, [item.position], { afterMs, error: reason });
      if (this.claim.ordered) this.halted = true;
    }
    this.forget([item.position]);
  }

  /** PostgreSQL refused one of the item's values (by SQLSTATE class): rejected at once, never retried. */
  private async refuse(item: ClaimedItem, err: unknown): Promise<void> {
    this.log.warn({ err, batchId: this.claim.batchId, position: item.position }, 'batch item refused by the database');
    const payload = item.payload as { external_id?: unknown } | null;
    const id = payload?.external_id;
    const outcome: ItemOutcome = {
      external_id: typeof id === 'string' ? id : typeof id === 'number' ? String(id) : null,
      property_id: null,
      status: 'rejected',
      duplicate: false,
      errors: [DATA_REFUSED],
    };
    await this.claims.record(this.claim, [{ position: item.position, state: 'done', outcome }]);
    this.forget([item.position]);
  }

  private forget(positions: readonly number[]): void {
    for (const position of positions) this.held.delete(position);
  }

  private async renew(): Promise<void> {
    const held = [...this.held];
    if (held.length === 0) return;
    try {
      const renewed = await this.claims.renew(this.claim, held, this.settings.leaseMs);
      // Fewer is normal when a slice was recorded meanwhile; none at all means the lease was lost.
      if (renewed === 0) this.log.warn({ batchId: this.claim.batchId, held: held.length }, 'batch lease lost; another instance took the items over');
    } catch (err) {
      this.log.warn({ err, batchId: this.claim.batchId }, 'could not renew the batch lease');
    }
  }
}
