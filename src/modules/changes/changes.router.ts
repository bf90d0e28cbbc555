import { Router } from 'express';
import { parseChangesQuery } from './changes.schemas';
import type { ChangesService } from './changes.service';

export function changesRouter(changes: ChangesService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseChangesQuery(req.query); // ZodError -> 400 INVALID_PARAMETER
    res.type('application/json').send(await changes.page(query));
  });
  router.get('/head', async (_req, res) => {
    res.json({ success: true, data: await changes.head() });
  });
  return router;
}
