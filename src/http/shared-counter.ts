import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** Created by migration 1763715000000_create-rate-limit-counters (never by the library: no DDL at run time). */
export const RATE_LIMIT_TABLE = 'rate_limit_counters';

/** While the counters' database fails, one warning per limiter this often (the rest at debug). */
const OUTAGE_LOG_EVERY_MS = 60_000;

export interface CounterOptions {
  /** Key prefix in the shared table: one per limit. */
  readonly name: string;
  /** Points per window (the limit). */
  readonly points: number;
  readonly windowSeconds: number;
  readonly pool: Pool;
  readonly log: Logger;
}

export interface CounterState {
  /** False once the window's points are used up. */
  readonly allowed: boolean;
  readonly consumed: number;
  readonly remaining: number;
  /** Until the window ends (0 when nothing is counted). */
  readonly msBeforeReset: number;
}

/**
 * A fixed-window counter per key, held in PostgreSQL through
 * rate-limiter-flexible's RateLimiterPostgres, so every instance sharing the
 * database counts into the same row: N instances allow the limit once, not N
 * times. One upsert per consume (`INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING`), atomic on the row.
 *
 * A key over its limit is also remembered in this process until its window
 * ends (`inMemoryBlockOnConsumed`), so a flood from one client costs the
 * database nothing after the first refusal.
 *
 * When the counters' database fails (outage, pool exhausted), the request is
 * not failed: the decision falls back to a per-process memory counter with the
 * same limit (each instance then limits on its own, as before this store),
 * with one warning a minute. A limiter must never turn an outage into 500s,
 * and the endpoints behind it report the outage themselves (503) when they
 * need the database.
 */
export class SharedCounter {
  private readonly store: RateLimiterPostgres;
  private readonly fallback: RateLimiterMemory;
  private lastOutageLog = 0;

  constructor(private readonly options: CounterOptions) {
    const common = { keyPrefix: options.name, points: options.points, duration: options.windowSeconds };
    this.store = new RateLimiterPostgres({
      ...common,
      storeClient: options.pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      inMemoryBlockOnConsumed: options.points + 1,
    });
    this.fallback = new RateLimiterMemory(common);
  }

  /** Counts `points` for `key` and says whether the key is still within its limit. */
  async consume(key: string, points = 1): Promise<CounterState> {
    try {
      return this.state(await this.store.consume(key, points), true);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return this.state(outcome, false);
      this.outage(outcome);
    }
    try {
      return this.state(await this.fallback.consume(key, points), true);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return this.state(outcome, false);
      throw outcome;
    }
  }

  /** The key's state without counting: `allowed` is false while its points are used up. */
  async peek(key: string): Promise<CounterState> {
    // Untyped in the library's declarations: the in-memory block of a key known to be over its limit.
    const store = this.store as unknown as { getInMemoryBlockMsBeforeExpire(rlKey: string): number; getKey(key: string): string };
    const blockedMs = store.getInMemoryBlockMsBeforeExpire(store.getKey(key));
    if (blockedMs > 0) return { allowed: false, consumed: this.options.points, remaining: 0, msBeforeReset: blockedMs };
    let res: RateLimiterRes | null;
    try {
      res = await this.store.get(key);
    } catch (err) {
      this.outage(err);
      res = await this.fallback.get(key);
    }
    if (!res) return { allowed: true, consumed: 0, remaining: this.options.points, msBeforeReset: 0 };
    return this.state(res, res.consumedPoints < this.options.points);
  }

  private state(res: RateLimiterRes, allowed: boolean): CounterState {
    return { allowed, consumed: res.consumedPoints, remaining: res.remainingPoints, msBeforeReset: Math.max(0, res.msBeforeNext) };
  }

  private outage(err: unknown): void {
    const now = Date.now();
    const details = { err, limiter: this.options.name };
    if (now - this.lastOutageLog >= OUTAGE_LOG_EVERY_MS) {
      this.lastOutageLog = now;
      this.options.log.warn(details, 'rate-limit counters unavailable; limiting in this process only');
    } else {
      this.options.log.debug(details, 'rate-limit counters still unavailable');
    }
  }
}
