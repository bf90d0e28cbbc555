import { Router } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { clientAddressKey } from '../../http/client-address';
import { RateLimitedError } from '../../http/errors';
import { SharedCounter } from '../../http/shared-counter';
import { adminCredentialCheck } from './require-admin';

export interface AdminFailureLimitOptions {
  readonly adminToken: string;
  /** PDS_RATE_LIMIT_ADMIN_FAILURES: failed admin authentications per minute per client address; 0 = off. */
  readonly perMinute: number;
  readonly pool: Pool;
  readonly log: Logger;
}

/**
 * Mounted at `/admin`, in front of every admin router: counts the requests
 * that do not bear the admin token per client address (shared by every
 * instance on the database), and once an address has used up its failures for
 * the minute, answers everything it sends to `/admin/*` with 429 RATE_LIMITED
 * and Retry-After until the window ends, a correct token included (otherwise
 * a guesser would still learn which guess was right). The admin routers still
 * answer the failures themselves (401); this only counts and refuses.
 */
export function adminFailureLimit({ adminToken, perMinute, pool, log }: AdminFailureLimitOptions): Router {
  const router = Router();
  if (perMinute === 0) return router;
  const isAdmin = adminCredentialCheck(adminToken);
  const failures = new SharedCounter({ name: 'admin_failures', points: perMinute, windowSeconds: 60, pool, log });
  const refuse = (msBeforeReset: number): RateLimitedError => new RateLimitedError(Math.max(1, Math.ceil(msBeforeReset / 1000)));
  router.use(async (req, _res, next) => {
    const client = clientAddressKey(req);
    const before = await failures.peek(client);
    if (!before.allowed) throw refuse(before.msBeforeReset);
    if (!isAdmin(req)) {
      const after = await failures.consume(client);
      if (!after.allowed) throw refuse(after.msBeforeReset);
      if (after.remaining === 0) log.warn({ client, perMinute }, 'admin authentication failures reached the limit; refusing this address for the rest of the minute');
    }
    next();
  });
  return router;
}
