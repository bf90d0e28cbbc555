import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** An answer of the read endpoints, serialised once, with the data version it was read at. */
export interface CachedAnswer {
  /** Undefined for an answer read at no single version (never remembered). */
  version: number | undefined;
  /** The JSON body, ready to send. */
  body: Buffer;
  /** Strong validator of the body, for If-None-Match. */
  etag: string;
}

/**
 * Recent list and detail answers keyed by their normalised request. An entry
 * may be sent only while the data version it was read at is still current,
 * i.e. while no write has committed since, so every answer stays exact;
 * checking that costs one small shared read (CoalescedRead) instead of the
 * page query, the row mapping and the serialisation. Bounded by bytes.
 */
export class ResponseCache {
  /** Undefined when the cache is off (a size of 0). */
  private readonly entries: LRUCache<string, CachedAnswer> | undefined;

  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0 ? new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer) => answer.body.length + 64 }) : undefined;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries?.get(key);
  }

  /**
   * Serialises an answer read at `version` and remembers it under `key`, for
   * at most `ttlMs` when the answer also depends on the clock. An answer read
   * at no single version (`undefined`) is serialised but not remembered.
   */
  store(key: string, version: number | undefined, answer: unknown, ttlMs?: number): CachedAnswer {
    const body = Buffer.from(JSON.stringify(answer));
    const cached = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (version !== undefined && (ttlMs === undefined || ttlMs > 0)) this.entries?.set(key, cached, ttlMs === undefined ? {} : { ttl: ttlMs });
    return cached;
  }
}
