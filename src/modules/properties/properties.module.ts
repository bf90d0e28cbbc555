import type { Pool } from 'pg';
import type { Mount } from '../module.types';
import { propertiesRouter } from './properties.router';
import { PropertiesRepository } from './properties.repository';
import { PropertiesService } from './properties.service';
import { ListCursorCodec } from './list-cursor';
import { ResponseCache } from './response-cache';

export interface PropertiesModule {
  readonly service: PropertiesService;
  /** GET /api/v1/properties and /api/v1/properties/:id. */
  readonly mount: Mount;
}

/**
 * `dataVersion`: the current data version (the stats module's); `readCacheMb`:
 * memory for remembered list and detail answers (0 turns the cache off);
 * `cursorSecret`: signs list cursors (the service's JWT secret: kept, shared by every instance).
 */
export function createPropertiesModule({
  pool,
  dataVersion,
  readCacheMb,
  cursorSecret,
}: {
  pool: Pool;
  dataVersion: () => Promise<number>;
  readCacheMb: number;
  cursorSecret: string;
}): PropertiesModule {
  const answers = new ResponseCache(readCacheMb * 1024 * 1024);
  const service = new PropertiesService(new PropertiesRepository(pool), dataVersion, answers, new ListCursorCodec(cursorSecret));
  return { service, mount: { path: '/api/v1/properties', router: propertiesRouter(service) } };
}
