import { Router, type Request } from 'express';
import type { HealthService } from './health.service';
import { ServiceUnavailableError } from '../../http/errors';

/** `isOperator`: whether the request bears the admin credential (then error texts are shown). */
export function healthRouter(health: HealthService, isOperator: (req: Request) => boolean = () => false): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const report = await health.report(isOperator(req));
    res.setHeader('Cache-Control', 'no-store');
    // The error envelope (contract section 2) with the report beside it (section 7), which monitors read.
    if (report.status === 'unavailable') throw new ServiceUnavailableError('The database does not answer', { ...report });
    res.json(report);
  });
  return router;
}
