import { Router } from 'express';
import type { HealthService } from './health.service';

export function healthRouter(health: HealthService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const report = await health.report();
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'unavailable' ? 503 : 200).json(report);
  });
  return router;
}
