import { Router, type Request, type RequestHandler, type Response } from 'express';
import { jsonBody } from '../../http/body';
import { ValidationFailedError, type FieldProblem } from '../../http/errors';
import type { BatchQueue } from '../batches/batch-queue.types';
import type { StoredAnswer } from './idempotency.repository';
import { idempotencyKey, requestFingerprint, type IdempotencyService } from './idempotency.service';
import type { SubmissionsService } from './submissions.service';

export const SUBMISSIONS_PATH = '/connectors/properties';

export interface SubmissionsRouterDeps {
  readonly service: SubmissionsService;
  readonly idempotency: IdempotencyService;
  /** Authentication, X-Connector-Source and rate limit: sets req.principal. */
  readonly connectorGuard: readonly RequestHandler[];
  readonly batchQueue?: BatchQueue;
}

/** Runs the work once per Idempotency-Key (when the request has one). */
async function once(
  req: Request,
  res: Response,
  idempotency: IdempotencyService,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const key = idempotencyKey(req.get('idempotency-key'));
  if (!key) return work();
  const fingerprint = requestFingerprint(`${req.method} ${req.baseUrl}${req.path}`, req.body);
  const { answer, replayed } = await idempotency.run({ source: req.principal!.source, key, fingerprint }, work);
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  return answer;
}

function send(res: Response, answer: StoredAnswer): void {
  if (answer.status === 422) {
    const { message, errors } = answer.body as { message: string; errors: FieldProblem[] };
    throw new ValidationFailedError(errors, message);
  }
  res.status(answer.status).json(answer.body);
}

/** POST /connectors/properties/single (spec 4.5) and /batch (spec 4.6). */
export function submissionsRouter({ service, idempotency, connectorGuard, batchQueue }: SubmissionsRouterDeps): Router {
  const router = Router();
  const body = jsonBody();
  router.post('/single', ...connectorGuard, body, async (req, res) => {
    send(res, await once(req, res, idempotency, () => service.submitSingle(req.body, req.principal!)));
  });
  router.post('/batch', ...connectorGuard, body, async (req, res) => {
    send(res, await once(req, res, idempotency, () => service.submitBatch(req.body, req.principal!, batchQueue)));
  });
  return router;
}
