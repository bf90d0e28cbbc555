import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, isPermanentDataError, pgCode, PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE, PG_UNIQUE_VIOLATION } from '../../../db/pg-errors';
import { withTransaction } from '../../../db/pool';
import { liveItems, resetTransactionState, type SubmissionContext, type SubmissionItem } from '../submission-context';

export type StepName = 'validate' | 'geocode' | 'dedupe' | 'merge' | 'store' | 'enrich' | 'publish';

export interface SubmissionStep {
  readonly name: StepName;
  /** Runs inside the submission's database transaction (ctx.tx). Transactional steps come last, together. */
  readonly transactional: boolean;
  run(ctx: SubmissionContext): Promise<void>;
}

export interface PipelineOptions {
  readonly pool: Pool;
  readonly log: Logger;
  /** Attempts of one transaction on a deadlock, serialization failure or unique violation. */
  readonly maxAttempts?: number;
}

const RETRYABLE = new Set([PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE]);

/** Said to a connector when its item, alone, could not be stored. */
export const STORE_FAILED = { field: '(root)', message: 'could not be stored; the other items were not affected' };

/** Said when PostgreSQL refused one of the item's values itself (SQLSTATE class 22, 54, a check): a retry cannot help. */
export const DATA_REFUSED = { field: '(root)', message: 'holds a value the database cannot store (out of range or unrepresentable text)' };

/**
 * Runs the steps in order over every item of a submission (one property, or
 * a batch), timing each. Rejected items drop out; the pipeline stops when none
 * is left. The transactional steps run in one transaction per submission, so
 * a failure leaves no partial rows; if a batch's transaction fails for a
 * reason other than the database being gone, each item is retried in its own
 * transaction so one property cannot take the others down with it.
 */
export class SubmissionPipeline {
  private readonly before: SubmissionStep[];
  private readonly inTransaction: SubmissionStep[];
  private readonly maxAttempts: number;

  constructor(
    readonly steps: readonly SubmissionStep[],
    private readonly options: PipelineOptions,
  ) {
    const first = steps.findIndex((s) => s.transactional);
    this.before = first < 0 ? [...steps] : steps.slice(0, first);
    this.inTransaction = first < 0 ? [] : steps.slice(first);
    if (this.inTransaction.some((s) => !s.transactional)) {
      throw new Error('SubmissionPipeline: the transactional steps must come last, together');
    }
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  async run(ctx: SubmissionContext): Promise<void> {
    for (const step of this.before) {
      await this.timed(step, ctx);
      if (liveItems(ctx).length === 0) return;
    }
    if (this.inTransaction.length === 0) return;
    try {
      await this.transaction(ctx);
    } catch (err) {
      const live = liveItems(ctx);
      if (live.length === 1 && isPermanentDataError(err)) {
        this.refuse(live[0]!, err);
        return;
      }
      if (isDatabaseUnavailable(err) || live.length <= 1) throw err;
      this.options.log.warn({ err, items: live.length }, 'batch transaction failed; storing its items one by one');
      for (const item of live) await this.alone(ctx, item);
    }
  }

  private async alone(ctx: SubmissionContext, item: SubmissionItem): Promise<void> {
    const solo: SubmissionContext = { ...ctx, items: [item], properties: new Map(), links: new Map(), tx: undefined };
    try {
      await this.transaction(solo);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      resetTransactionState(solo);
      if (isPermanentDataError(err)) {
        this.refuse(item, err);
        return;
      }
      this.options.log.error({ err, externalId: item.externalId }, 'submission item could not be stored');
      item.errors = [STORE_FAILED];
    }
  }

  private refuse(item: SubmissionItem, err: unknown): void {
    this.options.log.warn({ code: pgCode(err), externalId: item.externalId }, 'the database refused a value of a submission item');
    item.errors = [DATA_REFUSED];
  }

  private async transaction(ctx: SubmissionContext): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await withTransaction(this.options.pool, async (tx) => {
          ctx.tx = tx;
          for (const step of this.inTransaction) await this.timed(step, ctx);
        });
        ctx.tx = undefined;
        return;
      } catch (err) {
        resetTransactionState(ctx);
        if (attempt >= this.maxAttempts || !this.retryable(err, ctx)) throw err;
        this.options.log.debug({ code: pgCode(err), attempt }, 'submission transaction retried');
      }
    }
  }

  /**
   * Deadlocks and serialization failures pass on a second try. A unique
   * violation means a writer outside these locks raced a single submission;
   * in a batch it comes from the batch's own items (a corrected address that
   * the merge then refused), which only storing them one by one resolves.
   */
  private retryable(err: unknown, ctx: SubmissionContext): boolean {
    const code = pgCode(err);
    if (code === PG_UNIQUE_VIOLATION) return liveItems(ctx).length <= 1;
    return code !== undefined && RETRYABLE.has(code);
  }

  private async timed(step: SubmissionStep, ctx: SubmissionContext): Promise<void> {
    const started = performance.now();
    await step.run(ctx);
    const ms = Math.round((performance.now() - started) * 100) / 100;
    this.options.log.debug({ step: step.name, ms, items: ctx.items.length }, 'submission step');
  }
}
