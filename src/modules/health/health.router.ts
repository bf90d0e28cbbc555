import { Router, type Request } from 'express';
import type { HealthService } from './health.service';

/** `isOperator`: whether the request bears the admin credential (then error texts are shown). */
export function healthRouter(health: HealthService, isOperator: (req: Request) => boolean = () => false): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const report = await health.report(isOperator(req));
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'unavailable' ? 503 : 200).json(report);
  });
  return router;
}
