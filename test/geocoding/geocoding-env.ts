/**
 * Environment for geocoding tests: the per-client rate limit off (these tests
 * send many requests), a generous pacing rate unless a test measures pacing,
 * and the given upstreams.
 */
export function geocodingEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PDS_RATE_LIMIT_GEOCODE: '0', PDS_GEOCODER_RATE: '50', ...extra };
}

/** Milliseconds since `started`. */
export function since(started: number): number {
  return Date.now() - started;
}
