import { Router, type ErrorRequestHandler, type Response } from 'express';
import { NotFoundError } from '../../http/errors';
import type { PropertiesService } from './properties.service';
import { parseListQuery } from './properties.schemas';
import type { CachedAnswer } from './response-cache';

/** An id whose percent-encoding cannot even be decoded is still just an id that names no property. */
const undecodableId: ErrorRequestHandler = (err, _req, _res, next) => {
  next(err instanceof URIError ? new NotFoundError('Property not found') : err);
};

/** The body is JSON already; a matching If-None-Match gets 304 (express checks freshness against this ETag). */
function sendAnswer(res: Response, answer: CachedAnswer): void {
  res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: answer.etag }).send(answer.body);
}

export function propertiesRouter(properties: PropertiesService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const search = parseListQuery(req.query); // ZodError -> 400 INVALID_PARAMETER with every bad parameter
    sendAnswer(res, await properties.list(search));
  });
  router.get('/:id', async (req, res) => {
    sendAnswer(res, await properties.get(req.params.id));
  });
  router.use(undecodableId);
  return router;
}
