import type { Pool } from 'pg';
import type { Mount } from '../module.types';
import { propertiesRouter } from './properties.router';
import { PropertiesRepository } from './properties.repository';
import { PropertiesService } from './properties.service';
import { ResponseCache } from './response-cache';

export interface PropertiesModule {
  readonly service: PropertiesService;
  /** GET /api/v1/properties and /api/v1/properties/:id. */
  readonly mount: Mount;
}

/**
 * `dataVersion`: the current data version (the stats module's); `readCacheMb`:
 * memory for remembered list and detail answers (0 turns the cache off).
 */
export function createPropertiesModule({
  pool,
  dataVersion,
  readCacheMb,
}: {
  pool: Pool;
  dataVersion: () => Promise<number>;
  readCacheMb: number;
}): PropertiesModule {
  const service = new PropertiesService(new PropertiesRepository(pool), dataVersion, new ResponseCache(readCacheMb * 1024 * 1024));
  return { service, mount: { path: '/api/v1/properties', router: propertiesRouter(service) } };
}
