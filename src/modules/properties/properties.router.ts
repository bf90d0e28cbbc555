import { Router, type ErrorRequestHandler } from 'express';
import { NotFoundError } from '../../http/errors';
import type { PropertiesService } from './properties.service';
import { parseListQuery } from './properties.schemas';

/** An id whose percent-encoding cannot even be decoded is still just an id that names no property. */
const undecodableId: ErrorRequestHandler = (err, _req, _res, next) => {
  next(err instanceof URIError ? new NotFoundError('Property not found') : err);
};

export function propertiesRouter(properties: PropertiesService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const search = parseListQuery(req.query); // ZodError -> 400 INVALID_PARAMETER with every bad parameter
    res.json(await properties.list(search));
  });
  router.get('/:id', async (req, res) => {
    res.json(await properties.get(req.params.id));
  });
  router.use(undecodableId);
  return router;
}
