import { Router } from 'express';
import type { ServiceMetrics } from './service-metrics';

/** GET /metrics: the Prometheus text exposition, no credential (keep the port off the public internet or filter the path). */
export function metricsRouter(metrics: ServiceMetrics): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const { contentType, body } = await metrics.render();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  });
  return router;
}
