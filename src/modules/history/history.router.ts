import { Router, type ErrorRequestHandler } from 'express';
import { NotFoundError } from '../../http/errors';
import type { HistoryService } from './history.service';

/** An id whose percent-encoding cannot be decoded names no property either. */
const undecodableId: ErrorRequestHandler = (err, _req, _res, next) => {
  next(err instanceof URIError ? new NotFoundError('Property not found') : err);
};

/** Mounted at /api/v1/properties: only /:id/history, so /stats, / and /:id stay the other routers'. */
export function historyRouter(history: HistoryService): Router {
  const router = Router();
  router.get('/:id/history', async (req, res) => {
    res.json(await history.list(req.params.id));
  });
  router.use(undecodableId);
  return router;
}
