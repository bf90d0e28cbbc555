import { Router, type RequestHandler } from 'express';
import { UnauthorizedError } from '../../http/errors';
import type { BatchesService } from './batches.service';
import { batchStatusQuery } from './batches.schemas';

/** GET /{batch_id}: status, progress, summary and a page of results, for a connector of the batch's source. */
export function batchesRouter(batches: BatchesService, connectorGuard: readonly RequestHandler[]): Router {
  const router = Router();
  router.get('/:batch_id', ...connectorGuard, async (req, res) => {
    if (!req.principal) throw new UnauthorizedError();
    const page = batchStatusQuery.parse(req.query);
    const { data, metadata } = await batches.status(req.params.batch_id as string, req.principal, page);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ success: true, data, metadata });
  });
  return router;
}
