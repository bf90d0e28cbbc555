import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { UnauthorizedError } from '../../http/errors';
import { bearerCredential } from './bearer';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Lets through requests bearing the operator's admin token. Both sides are
 * hashed first so the comparison is constant-time whatever the lengths are.
 * Service tokens (even with role `admin`) are not admin credentials.
 */
/** True when the request bears the admin token (a check that never answers for itself). */
export function bearsAdminToken(adminToken: string): (req: Request) => boolean {
  const expected = digest(adminToken);
  return (req) => {
    const presented = bearerCredential(req.get('authorization'));
    return presented !== undefined && timingSafeEqual(digest(presented), expected);
  };
}

export function requireAdmin(adminToken: string): RequestHandler {
  const expected = digest(adminToken);
  return (req, _res, next) => {
    const presented = bearerCredential(req.get('authorization'));
    if (presented === undefined) {
      next(new UnauthorizedError('The admin bearer token is required'));
      return;
    }
    if (!timingSafeEqual(digest(presented), expected)) {
      next(new UnauthorizedError('The admin bearer token is not valid'));
      return;
    }
    next();
  };
}
