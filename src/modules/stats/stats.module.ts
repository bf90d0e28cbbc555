import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { BackgroundWorker, Mount } from '../module.types';
import { StatsCompactor } from './stats-compactor.worker';
import { StatsRepository } from './stats.repository';
import { statsRouter } from './stats.router';
import { StatsService } from './stats.service';

export interface StatsModule {
  readonly service: StatsService;
  /** GET /api/v1/properties/stats: mount it before the properties router, whose /:id would take "stats". */
  readonly mount: Mount;
  readonly worker: BackgroundWorker;
}

/**
 * `remember`: answer from the last read while no write has committed since (PDS_READ_CACHE_MB above 0);
 * `readPool`: where statistics and the data version are read (default `pool`, which compaction writes to).
 */
export function createStatsModule({
  pool,
  readPool = pool,
  log,
  remember,
}: {
  pool: Pool;
  readPool?: Pool;
  log: Logger;
  remember: boolean;
}): StatsModule {
  const service = new StatsService(new StatsRepository(pool, readPool), log, { remember });
  return {
    service,
    mount: { path: '/api/v1/properties/stats', router: statsRouter(service) },
    worker: new StatsCompactor(service, log),
  };
}
