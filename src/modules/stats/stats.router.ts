import { Router } from 'express';
import type { StatsService } from './stats.service';

export function statsRouter(stats: StatsService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.type('application/json').send(await stats.statisticsJson());
  });
  return router;
}
