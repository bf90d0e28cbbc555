import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { UnauthorizedError } from '../../http/errors';
import { bearerCredential } from './bearer';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a request bears the operator's admin token. Both sides are hashed
 * first so the comparison is constant-time whatever the lengths are. Service
 * tokens (even with role `admin`) are not admin credentials.
 */
export function adminCredentialCheck(adminToken: string): (req: Request) => boolean {
  const expected = digest(adminToken);
  return (req) => {
    const presented = bearerCredential(req.get('authorization'));
    return presented !== undefined && timingSafeEqual(digest(presented), expected);
  };
}

/** Lets through requests bearing the operator's admin token; 401 otherwise. */
export function requireAdmin(adminToken: string): RequestHandler {
  const isAdmin = adminCredentialCheck(adminToken);
  return (req, _res, next) => {
    if (isAdmin(req)) {
      next();
      return;
    }
    const presented = bearerCredential(req.get('authorization'));
    next(new UnauthorizedError(presented === undefined ? 'The admin bearer token is required' : 'The admin bearer token is not valid'));
  };
}
