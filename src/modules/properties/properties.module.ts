import type { Pool } from 'pg';
import type { Mount } from '../../container';
import { propertiesRouter } from './properties.router';
import { PropertiesRepository } from './properties.repository';
import { PropertiesService } from './properties.service';

export interface PropertiesModule {
  readonly service: PropertiesService;
  /** GET /api/v1/properties and /api/v1/properties/:id. */
  readonly mount: Mount;
}

export function createPropertiesModule({ pool }: { pool: Pool }): PropertiesModule {
  const service = new PropertiesService(new PropertiesRepository(pool));
  return { service, mount: { path: '/api/v1/properties', router: propertiesRouter(service) } };
}
