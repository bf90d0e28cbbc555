import { Router } from 'express';
import type { Mount } from '../module.types';
import type { Readiness } from './readiness';

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
  readyz.get('/', async (_req, res) => {
    const report = await readiness.report();
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'ready' ? 200 : 503).json(report);
  });
  return [
    { path: '/livez', router: livez },
    { path: '/readyz', router: readyz },
  ];
}
