import type { Pool } from 'pg';
import type { Mount } from '../module.types';
import { HistoryRepository } from './history.repository';
import { historyRouter } from './history.router';
import { HistoryService } from './history.service';

export interface HistoryModule {
  readonly service: HistoryService;
  /** GET /api/v1/properties/:id/history. */
  readonly mount: Mount;
}

export function createHistoryModule({ pool }: { pool: Pool }): HistoryModule {
  const service = new HistoryService(new HistoryRepository(pool));
  return { service, mount: { path: '/api/v1/properties', router: historyRouter(service) } };
}
