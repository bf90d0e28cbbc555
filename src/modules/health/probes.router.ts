import { Router } from 'express';
import type { Mount } from '../module.types';
import type { Readiness } from './readiness';
import { ServiceUnavailableError } from '../../http/errors';

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
    // The error envelope (contract section 2) with the report beside it.
    if (report.status !== 'ready') throw new ServiceUnavailableError(report.status === 'draining' ? 'The instance is shutting down' : 'A database does not answer', { ...report });
    res.json(report);
  });
  return [
    { path: '/livez', router: livez },
    { path: '/readyz', router: readyz },
  ];
}
