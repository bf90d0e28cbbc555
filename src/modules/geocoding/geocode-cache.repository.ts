import type { Queryable } from '../../db/pool';
import type { AddressComponents, LatLng } from './geocoding.types';

/** One geocoding answer as kept in the shared cache. */
export interface CachedGeocode {
  components: AddressComponents;
  location: LatLng | null;
  confidence: number;
  /** Who parsed it originally. */
  origin: 'parser' | 'provider' | 'offline';
}

/** The PostgreSQL layer of the geocode cache: shared by every instance, kept across restarts. */
export class GeocodeCacheRepository {
  constructor(private readonly db: Queryable) {}

  async find(key: string): Promise<CachedGeocode | undefined> {
    const { rows } = await this.db.query<{ result: CachedGeocode }>(
      'SELECT result FROM geocode_cache WHERE cache_key = $1 AND expires_at > now()',
      [key],
    );
    return rows[0]?.result;
  }

  async save(key: string, value: CachedGeocode, ttlMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO geocode_cache (cache_key, result, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
       ON CONFLICT (cache_key) DO UPDATE
         SET result = EXCLUDED.result, created_at = now(), expires_at = EXCLUDED.expires_at`,
      [key, JSON.stringify(value), ttlMs],
    );
  }

  /** Deletes expired rows; returns how many. */
  async purgeExpired(): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM geocode_cache WHERE expires_at <= now()');
    return rowCount ?? 0;
  }
}
