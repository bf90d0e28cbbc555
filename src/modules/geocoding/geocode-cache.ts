import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { CachedGeocode, GeocodeCacheRepository } from './geocode-cache.repository';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Two layers: an in-memory LRU in front of the PostgreSQL table every
 * instance shares. The database layer is best effort: when it fails the
 * lookup is a miss and the write is skipped, so geocoding still answers.
 */
export class GeocodeCache {
  private readonly memory: LRUCache<string, CachedGeocode>;
  private lastPurge = 0;

  constructor(
    private readonly repository: GeocodeCacheRepository,
    private readonly log: Logger,
    private readonly options: { size: number; ttlMs: number },
  ) {
    this.memory = new LRUCache<string, CachedGeocode>({ max: options.size, ttl: options.ttlMs });
  }

  /** Memory only: no I/O, for the fast path. */
  peek(key: string): CachedGeocode | undefined {
    return this.memory.get(key);
  }

  async get(key: string): Promise<CachedGeocode | undefined> {
    const hit = this.memory.get(key);
    if (hit) return hit;
    try {
      const stored = await this.repository.find(key);
      if (stored) this.memory.set(key, stored);
      return stored;
    } catch (err) {
      this.log.warn({ err }, 'geocode cache lookup failed; treating as a miss');
      return undefined;
    }
  }

  async set(key: string, value: CachedGeocode): Promise<void> {
    this.memory.set(key, value);
    try {
      await this.repository.save(key, value, this.options.ttlMs);
      await this.purgeNowAndThen();
    } catch (err) {
      this.log.warn({ err }, 'geocode cache write failed; the answer is kept in memory only');
    }
  }

  private async purgeNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    const purged = await this.repository.purgeExpired();
    if (purged > 0) this.log.info({ purged }, 'expired geocode cache rows purged');
  }
}
