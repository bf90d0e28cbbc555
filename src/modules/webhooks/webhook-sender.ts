import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { checkedAddresses, RefusedAddressError, urlHost, type ResolvedAddress } from './address-policy';
import { parseRetryAfter } from './retry-policy';
import type { SignedHeaders } from './webhook-signer';

export interface SenderSettings {
  timeoutMs: number;
  allowPrivate: boolean;
  userAgent: string;
}

/** What one attempt came to. `statusCode` is absent when no answer arrived. */
export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  retryAfterMs: number | undefined;
}

const MAX_ERROR_LENGTH = 500;
const RESPONSE_READ_LIMIT = 64 * 1024;

/** Always answers the one address already checked, whatever the socket layer asks for. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const text = [e.code, e.message, e.cause?.code ?? e.cause?.message].filter(Boolean).join(': ');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}...` : text || String(err);
}

/**
 * Sends one webhook attempt. Server-side request forgery: the host is
 * resolved and every address checked now (not only at creation: DNS answers
 * change), and the connection is made to the checked address only (a custom
 * lookup pins it, so a second resolution cannot swap in another). One fresh
 * connection per attempt, no redirects followed (a 3xx is a failure), the whole
 * exchange bounded by the timeout.
 */
export class WebhookSender {
  constructor(private readonly settings: SenderSettings) {}

  async send(url: string, body: string, signed: SignedHeaders): Promise<SendResult> {
    const started = performance.now();
    const elapsed = (): number => Math.round(performance.now() - started);
    const failure = (error: string, statusCode: number | null = null, retryAfterMs?: number): SendResult => ({
      ok: false,
      statusCode,
      error,
      durationMs: elapsed(),
      retryAfterMs,
    });
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return failure('the subscription URL is not valid');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return failure('only http and https URLs are delivered to');

    let pinned: ResolvedAddress;
    try {
      [pinned] = (await checkedAddresses(urlHost(target), this.settings.allowPrivate)) as [ResolvedAddress];
    } catch (err) {
      return failure(err instanceof RefusedAddressError ? `refused: ${err.message}` : describe(err));
    }

    const agent = new Agent({ connect: { lookup: pinnedLookup(pinned), timeout: this.settings.timeoutMs }, pipelining: 0 });
    try {
      const res = await request(target, {
        dispatcher: agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': this.settings.userAgent, ...signed },
        body,
        headersTimeout: this.settings.timeoutMs,
        bodyTimeout: this.settings.timeoutMs,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      await res.body.dump({ limit: RESPONSE_READ_LIMIT }).catch(() => undefined);
      if (res.statusCode >= 200 && res.statusCode < 300) {
        return { ok: true, statusCode: res.statusCode, error: null, durationMs: elapsed(), retryAfterMs: undefined };
      }
      const retryAfter = res.headers['retry-after'];
      const error = res.statusCode >= 300 && res.statusCode < 400 ? `redirect (HTTP ${res.statusCode}) not followed` : `HTTP ${res.statusCode}`;
      return failure(error, res.statusCode, parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter));
    } catch (err) {
      const timedOut = (err as Error)?.name === 'TimeoutError' || /Timeout/i.test((err as { code?: string }).code ?? '');
      return failure(timedOut ? `no answer within ${this.settings.timeoutMs} ms` : describe(err));
    } finally {
      agent.destroy().catch(() => undefined);
    }
  }
}
