/** An upstream (parser service, Nominatim) failed to answer usefully: unreachable, timed out, or 5xx. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  /** Wraps what fetch threw (refused connection, abort on timeout) with a readable reason. */
  static from(err: unknown, upstream: string, timeoutMs: number): UpstreamError {
    if (err instanceof UpstreamError) return err;
    const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return new UpstreamError(`${upstream} gave no answer within ${timeoutMs} ms`);
    const reason = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
    return new UpstreamError(`${upstream} unreachable: ${reason}`);
  }
}
