import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { clientAddressKey } from './client-address';
import { RateLimitedError } from './errors';
import { SharedCounter } from './shared-counter';

const WINDOW_SECONDS = 60;

export interface RateLimitOptions {
  /** Names the counters in the shared table (`<name>:<client>`); one name per limit. */
  readonly name: string;
  /** Requests allowed per client per minute; 0 turns the limit off. */
  readonly perMinute: number;
  /** What counts as one client; by default its address (IPv6 by /56). */
  readonly key?: (req: Request) => string;
  /** The primary: the counters live in the `rate_limit_counters` table. */
  readonly pool: Pool;
  readonly log: Logger;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/** The IETF draft-7 headers: `RateLimit: limit=L, remaining=R, reset=S` and `RateLimit-Policy: L;w=60`. */
function setHeaders(res: Response, limit: number, remaining: number, resetSeconds: number): void {
  res.setHeader('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`);
  res.setHeader('RateLimit', `limit=${limit}, remaining=${remaining}, reset=${resetSeconds}`);
}

/**
 * A fixed one-minute window per client, counted in PostgreSQL so that every
 * instance sharing the database enforces one limit together (see
 * SharedCounter for what happens when the counters cannot be reached). Every
 * answer carries the draft-7 `RateLimit` and `RateLimit-Policy` headers; a
 * refused request is 429 RATE_LIMITED with `Retry-After`, answered by the error
 * handler like every other error.
 */
export function createRateLimiter({ name, perMinute, key = clientAddressKey, pool, log }: RateLimitOptions): RequestHandler {
  if (perMinute === 0) return passThrough;
  const counter = new SharedCounter({ name, points: perMinute, windowSeconds: WINDOW_SECONDS, pool, log });
  return async (req, res, next) => {
    const { allowed, remaining, msBeforeReset } = await counter.consume(key(req));
    const resetSeconds = Math.max(1, Math.ceil(msBeforeReset / 1000));
    setHeaders(res, perMinute, remaining, resetSeconds);
    if (!allowed) throw new RateLimitedError(resetSeconds);
    next();
  };
}

/** The limiter as a router, for `container.mounts` (mount it before the router it protects). */
export function rateLimitRouter(options: RateLimitOptions): Router {
  const router = Router();
  router.use(createRateLimiter(options));
  return router;
}
