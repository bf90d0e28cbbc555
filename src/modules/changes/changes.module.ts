import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { PeriodicWorker } from '../../background/periodic-worker';
import type { BackgroundWorker, Mount } from '../module.types';
import { ChangesRepository } from './changes.repository';
import { changesRouter } from './changes.router';
import { ChangesService } from './changes.service';

/** Retention is counted in days: an hourly purge keeps the feed within an hour of it (and one runs at start). */
const PURGE_INTERVAL_MS = 3_600_000;

export interface ChangesModule {
  /** Also the ChangeRecorder of the writers (submission pipeline, re-geocode worker). */
  readonly service: ChangesService;
  /** GET /api/v1/changes. */
  readonly mount: Mount;
  readonly worker: BackgroundWorker;
}

export interface ChangesModuleDeps {
  pool: Pool;
  /** Where feed pages are read: PDS_DATABASE_READ_URL's pool, else `pool`. */
  readPool?: Pool;
  log: Logger;
  retentionDays: number;
}

export function createChangesModule({ pool, readPool = pool, log, retentionDays }: ChangesModuleDeps): ChangesModule {
  const service = new ChangesService(new ChangesRepository(pool, readPool), retentionDays);
  const purgeLog = log.child({ component: 'changes-purge' });
  return {
    service,
    mount: { path: '/api/v1/changes', router: changesRouter(service) },
    worker: new PeriodicWorker(
      'change feed purge',
      async () => {
        const purged = await service.purge();
        if (purged > 0) purgeLog.info({ purged }, 'changes older than the retention purged');
      },
      purgeLog,
      PURGE_INTERVAL_MS,
    ),
  };
}
