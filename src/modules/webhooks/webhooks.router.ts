import { Router, type RequestHandler } from 'express';
import { jsonBody } from '../../http/body';
import { UnauthorizedError } from '../../http/errors';
import { rejectUnsafeBody } from '../../http/unsafe-text';
import { deliveriesQuery, type WebhooksService } from './webhooks.service';

const DEFAULT_DELIVERIES = 100;

/** /api/v1/webhooks: a subscriber's (or admin token's) own subscriptions. */
export function webhooksRouter(webhooks: WebhooksService, guard: RequestHandler): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const principal = (req: Parameters<RequestHandler>[0]) => {
    if (!req.principal) throw new UnauthorizedError();
    return req.principal;
  };

  router.post('/', guard, jsonBody(), rejectUnsafeBody(), async (req, res) => {
    const created = await webhooks.create(req.body, principal(req));
    res.status(201).location(`/api/v1/webhooks/${created.id}`).json({ success: true, data: created });
  });
  router.get('/', guard, async (req, res) => {
    res.json({ success: true, data: await webhooks.list(principal(req)) });
  });
  router.get('/:id', guard, async (req, res) => {
    res.json({ success: true, data: await webhooks.get(req.params.id as string, principal(req)) });
  });
  router.delete('/:id', guard, async (req, res) => {
    res.json({ success: true, data: await webhooks.remove(req.params.id as string, principal(req)) });
  });
  router.get('/:id/deliveries', guard, async (req, res) => {
    const { limit } = deliveriesQuery.parse(req.query);
    res.json({ success: true, data: await webhooks.deliveries(req.params.id as string, principal(req), limit ?? DEFAULT_DELIVERIES) });
  });
  return router;
}
