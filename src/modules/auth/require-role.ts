import type { RequestHandler } from 'express';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import { bearerCredential } from './bearer';
import type { TokenService } from './token.service';

/**
 * Lets through a service token carrying one of `roles`: 401 UNAUTHORIZED for a
 * missing or invalid token, 403 FORBIDDEN for a valid one without the role.
 * No X-Connector-Source: these endpoints act for the token, not for a source.
 * On success `req.principal` holds the token's identity.
 */
export function requireRole(tokens: TokenService, roles: readonly string[]): RequestHandler {
  return async (req, _res, next) => {
    const credential = bearerCredential(req.get('authorization'));
    if (credential === undefined) throw new UnauthorizedError('A bearer token is required (Authorization: Bearer <token>)');
    const principal = await tokens.verify(credential);
    if (!principal.roles.some((role) => roles.includes(role))) {
      throw new ForbiddenError(`The token needs one of the roles: ${roles.join(', ')}`);
    }
    req.principal = principal;
    next();
  };
}
