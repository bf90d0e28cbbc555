/** Longest wait this service ever schedules between two attempts, whatever a receiver asks. */
export const MAX_RETRY_DELAY_MS = 24 * 3_600_000;

/**
 * Exponential back-off with jitter: attempt n (1-based, the one that just
 * failed) waits at least base * 2^(n-1) (contract section 11: the back-off
 * starts at the base) and up to half as long again at random, so many
 * subscriptions failing together do not retry in lockstep.
 */
export function backoffMs(baseMs: number, failedAttempt: number, random: () => number = Math.random): number {
  const least = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, failedAttempt - 1));
  return Math.min(MAX_RETRY_DELAY_MS, Math.round(least + (least / 2) * random()));
}

/** A Retry-After header (delay in seconds, or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(MAX_RETRY_DELAY_MS, Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.min(MAX_RETRY_DELAY_MS, Math.max(0, at - now));
}

/** The wait before the next attempt: the back-off, or longer when the receiver asked for longer. */
export function nextDelayMs(baseMs: number, failedAttempt: number, retryAfterMs: number | undefined): number {
  return Math.max(backoffMs(baseMs, failedAttempt), retryAfterMs ?? 0);
}
