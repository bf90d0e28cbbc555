import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { InvalidParameterError, ValidationFailedError } from '../../http/errors';
import type { IdempotencyRepository, StoredAnswer } from './idempotency.repository';

export interface IdempotencyOptions {
  /** How long a request in progress holds its key; a holder that crashed is taken over after it. */
  readonly leaseMs: number;
  /** How long a key is remembered. */
  readonly retentionMs: number;
  /** How often a retry waiting for the first request looks again. */
  readonly pollMs: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencyOptions = { leaseMs: 60_000, retentionMs: 24 * 3_600_000, pollMs: 50 };

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

/** JSON with keys sorted at every level: the same body however its keys are ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(endpoint: string, body: unknown): string {
  return createHash('sha256').update(endpoint).update('\n').update(canonical(body)).digest('hex');
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
    for (;;) {
      const state = await this.repository.claim(source, key, fingerprint, this.options.leaseMs, this.options.retentionMs);
      if (state.kind === 'claimed') break;
      if (state.requestHash !== fingerprint) {
        throw new ValidationFailedError(
          [{ field: 'Idempotency-Key', message: 'was already used with a different request body' }],
          'This Idempotency-Key was already used with a different request',
        );
      }
      if (state.kind === 'done') return { answer: state.answer, replayed: true };
      await sleep(this.options.pollMs);
    }
    let answer: StoredAnswer;
    try {
      answer = await work();
    } catch (err) {
      await this.repository.release(source, key).catch((releaseErr: unknown) => this.log.warn({ err: releaseErr }, 'could not release an idempotency key'));
      throw err;
    }
    await this.repository.complete(source, key, answer);
    return { answer, replayed: false };
  }
}
