import { Router, type Request, type RequestHandler } from 'express';
import { rateLimit, type Options, type RateLimitInfo } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RateLimitedError } from './errors';

const WINDOW_MS = 60_000;

export interface RateLimitOptions {
  /** Requests allowed per client per minute; 0 turns the limit off. */
  readonly perMinute: number;
  /** What counts as one client; the library's default is the client address (IPv6 by /56). */
  readonly key?: (req: Request) => string;
  readonly log: Logger;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * A fixed one-minute window per client, counted in this process's memory: with
 * several instances behind a load balancer each instance enforces the limit on
 * its own. Every answer carries the IETF draft-7 `RateLimit` and
 * `RateLimit-Policy` headers; a refused request is 429 RATE_LIMITED with
 * `Retry-After`, answered by the error handler like every other error.
 */
export function createRateLimiter({ perMinute, key, log }: RateLimitOptions): RequestHandler {
  if (perMinute === 0) return passThrough;
  const options: Partial<Options> = {
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, _res, next) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      const resetAt = info?.resetTime?.getTime() ?? Date.now() + WINDOW_MS;
      next(new RateLimitedError(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    },
    // The library's own configuration checks report through our logger, not the console.
    logger: {
      error: (err, message) => log.error({ err }, message ?? 'rate limiter error'),
      warn: (err, message) => log.warn({ err }, message ?? 'rate limiter warning'),
    },
  };
  if (key) options.keyGenerator = key;
  return rateLimit(options);
}

/** The limiter as a router, for `container.mounts` (mount it before the router it protects). */
export function rateLimitRouter(options: RateLimitOptions): Router {
  const router = Router();
  router.use(createRateLimiter(options));
  return router;
}
