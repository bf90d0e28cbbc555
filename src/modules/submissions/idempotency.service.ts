import { createHash, type Hash } from 'node:crypto';
import type { Logger } from 'pino';
import { InvalidParameterError, ValidationFailedError } from '../../http/errors';
import type { IdempotencyRepository, StoredAnswer } from './idempotency.repository';

export interface IdempotencyOptions {
  /** How long a request in progress holds its key; renewed every third of it while the work runs. A holder that crashed is taken over after it. */
  readonly leaseMs: number;
  /** How long a key is remembered. */
  readonly retentionMs: number;
  /** First wait of a retry waiting for the first request; doubled each time up to `maxPollMs`. */
  readonly pollMs: number;
  readonly maxPollMs: number;
}

/**
 * A lease of 10 s, renewed every 3.3 s while the work runs: a claim its holder
 * could not release (the database went away under it, the process died) holds
 * a retry up to a lease. With 60 s, an outside probe's retry after a 503 that
 * said `Retry-After: 5` waited 55 s before it was answered.
 */
export const DEFAULT_IDEMPOTENCY: IdempotencyOptions = { leaseMs: 10_000, retentionMs: 24 * 3_600_000, pollMs: 50, maxPollMs: 1_000 };

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, if sent; 400 INVALID_PARAMETER when it is not 1-255 visible ASCII characters. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!KEY.test(key)) {
    throw new InvalidParameterError([{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }]);
  }
  return key;
}

/**
 * The body as JSON with keys sorted at every level (the same body however its
 * keys are ordered), fed to the hash piece by piece. Iterative: a body nested
 * thousands of levels deep must not overflow the stack.
 */
function hashCanonical(hash: Hash, body: unknown): void {
  // Either a value still to write, or a literal piece of punctuation.
  const stack: Array<{ value: unknown } | string> = [{ value: body }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next === 'string') {
      hash.update(next);
      continue;
    }
    const { value } = next;
    if (Array.isArray(value)) {
      stack.push(']');
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i] });
        if (i > 0) stack.push(',');
      }
      hash.update('[');
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value).sort();
      stack.push('}');
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ value: (value as Record<string, unknown>)[keys[i]!] });
        stack.push(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`);
      }
      hash.update('{');
    } else {
      hash.update(JSON.stringify(value) ?? 'null');
    }
  }
}

export function requestFingerprint(endpoint: string, body: unknown): string {
  const hash = createHash('sha256').update(endpoint).update('\n');
  hashCanonical(hash, body);
  return hash.digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A retried request with the same key and body gets the first answer (same
 * status, same body) without the work being done twice; the same key with
 * another body is 422. A retry arriving while the first is still running
 * waits for its answer. Keys are scoped per connector source.
 */
export class IdempotencyService {
  constructor(
    private readonly repository: IdempotencyRepository,
    private readonly log: Logger,
    private readonly options: IdempotencyOptions = DEFAULT_IDEMPOTENCY,
  ) {}

  async run(
    scope: { source: string; key: string; fingerprint: string },
    work: () => Promise<StoredAnswer>,
  ): Promise<{ answer: StoredAnswer; replayed: boolean }> {
    const { source, key, fingerprint } = scope;
    // Waits back off (50 ms doubling to 1 s, with jitter) so a slow first request is not hammered by its retries.
    for (let waitMs = this.options.pollMs; ; waitMs = Math.min(this.options.maxPollMs, waitMs * 2)) {
      const state = await this.repository.claim(source, key, fingerprint, this.options.leaseMs, this.options.retentionMs);
      if (state.kind === 'claimed') break;
      if (state.requestHash !== fingerprint) {
        throw new ValidationFailedError(
          [{ field: 'Idempotency-Key', message: 'was already used with a different request body' }],
          'This Idempotency-Key was already used with a different request',
        );
      }
      if (state.kind === 'done') return { answer: state.answer, replayed: true };
      await sleep(waitMs * (0.75 + Math.random() * 0.5));
    }
    const renewal = this.keepLease(source, key);
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (err) {
      clearInterval(renewal);
      await this.repository.release(source, key).catch((releaseErr: unknown) => this.log.warn({ err: releaseErr }, 'could not release an idempotency key'));
      throw err;
    }
    clearInterval(renewal);
    try {
      await this.repository.complete(source, key, answer);
    } catch (err) {
      // Not kept, so a retry does the work again rather than wait out a lease that nothing renews.
      await this.repository.release(source, key).catch((releaseErr: unknown) => this.log.warn({ err: releaseErr }, 'could not release an idempotency key'));
      throw err;
    }
    return { answer, replayed: false };
  }

  /** Extends the claim every third of the lease while the work runs: a slow request is never taken over by its retry. */
  private keepLease(source: string, key: string): NodeJS.Timeout {
    const timer = setInterval(() => {
      this.repository
        .renew(source, key, this.options.leaseMs)
        .catch((err: unknown) => this.log.warn({ err, source }, 'could not renew an idempotency lease'));
    }, Math.max(10, Math.floor(this.options.leaseMs / 3)));
    timer.unref();
    return timer;
  }
}
