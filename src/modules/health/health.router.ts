import { Router, type Request } from 'express';
import type { HealthService } from './health.service';
import { unavailableBody } from './unavailable-body';

/** `isOperator`: whether the request bears the admin credential (then error texts are shown). */
export function healthRouter(health: HealthService, isOperator: (req: Request) => boolean = () => false): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const report = await health.report(isOperator(req));
    res.setHeader('Cache-Control', 'no-store');
    if (report.status === 'unavailable') res.status(503).json(unavailableBody(req, report, 'The database does not answer'));
    else res.json(report);
  });
  return router;
}
