import type { Pool } from 'pg';
import { withTimeout } from '../../db/with-timeout';

/** How long /readyz waits for each database before calling it unavailable. */
export const READINESS_TIMEOUT_MS = 1_000;

export interface ReadinessReport {
  status: 'ready' | 'draining' | 'unavailable';
  checks: Record<string, 'ok' | 'unavailable' | 'skipped'>;
}

/** A database /readyz asks: `database` (the primary) and `read_database` (the replica, when configured). */
export interface ReadinessTarget {
  readonly name: string;
  readonly pool: Pool;
}

async function answers(pool: Pool, timeoutMs: number): Promise<boolean> {
  return withTimeout(pool.query('SELECT 1'), timeoutMs).then(
    () => true,
    () => false,
  );
}

/**
 * Whether this instance should be sent traffic: every database it reads or
 * writes answers `SELECT 1` within a second, and it is not shutting down.
 * `beginDrain()` (SIGTERM) turns it 503 for good, before the server stops
 * accepting, so a load balancer takes the instance out while it still answers.
 */
export class Readiness {
  private draining = false;

  constructor(
    private readonly targets: readonly ReadinessTarget[],
    private readonly timeoutMs = READINESS_TIMEOUT_MS,
  ) {}

  beginDrain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async report(): Promise<ReadinessReport> {
    if (this.draining) {
      return { status: 'draining', checks: Object.fromEntries(this.targets.map((t) => [t.name, 'skipped' as const])) };
    }
    const results = await Promise.all(this.targets.map(async (t) => [t.name, (await answers(t.pool, this.timeoutMs)) ? 'ok' : 'unavailable'] as const));
    const ready = results.every(([, state]) => state === 'ok');
    return { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
  }
}
