import { Router } from 'express';
import type { Mount } from '../module.types';
import type { Readiness } from './readiness';
import { unavailableBody } from './unavailable-body';

/**
 * GET /livez: 200 while the process serves, without asking the database (a
 * database blip must not make an orchestrator restart every instance).
 * GET /readyz: 200 when the databases answer and the service is not draining, else 503.
 */
export function probeMounts(readiness: Readiness): Mount[] {
  const livez = Router();
  livez.get('/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'alive' });
  });
  const readyz = Router();
  readyz.get('/', async (req, res) => {
    const report = await readiness.report();
    res.setHeader('Cache-Control', 'no-store');
    if (report.status === 'ready') res.json(report);
    else res.status(503).json(unavailableBody(req, report, report.status === 'draining' ? 'The instance is shutting down' : 'A database does not answer'));
  });
  return [
    { path: '/livez', router: livez },
    { path: '/readyz', router: readyz },
  ];
}
