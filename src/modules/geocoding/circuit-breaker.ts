export type BreakerState = 'closed' | 'open' | 'half_open';

export interface BreakerOptions {
  /** Consecutive failures that open the circuit. */
  readonly threshold: number;
  /** How long an open circuit skips the upstream before letting one trial call through. */
  readonly cooldownMs: number;
  readonly now?: () => number;
}

/**
 * Skips an upstream that keeps failing, so an outage costs one timeout per
 * cool-down instead of one per request. After the cool-down a single trial
 * call decides: success closes the circuit, failure opens it again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialInFlight = false;
  private lastError: string | undefined;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half_open' : 'open';
  }

  /** May a call go out now? In the half-open state only one trial call at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  /** Gives back a slot taken with tryAcquire when no call was made after all (e.g. no pacing slot in time). */
  release(): void {
    this.trialInFlight = false;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = undefined;
    this.trialInFlight = false;
    this.lastError = undefined;
  }

  failure(error: string): void {
    this.failures += 1;
    this.lastError = error;
    this.trialInFlight = false;
    if (this.openedAt !== undefined || this.failures >= this.options.threshold) this.openedAt = this.now();
  }

  snapshot(): { state: BreakerState; consecutive_failures: number; last_error?: string } {
    return {
      state: this.state,
      consecutive_failures: this.failures,
      ...(this.lastError ? { last_error: this.lastError } : {}),
    };
  }
}
