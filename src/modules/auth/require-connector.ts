import type { Request, RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { ForbiddenError, MissingSourceError, UnauthorizedError } from '../../http/errors';
import { createRateLimiter } from '../../http/rate-limit';
import { bearerCredential } from './bearer';
import type { TokenService } from './token.service';

export const CONNECTOR_ROLE = 'connector';

/**
 * Authenticates and authorises a connector request, in this order:
 *   1. 401 UNAUTHORIZED: bearer token missing, malformed, badly signed, expired, unknown or revoked;
 *   2. 400 MISSING_SOURCE: no (or a blank) X-Connector-Source header, where `sourceHeader` is
 *      'required' (the submissions, spec section 5.1);
 *   3. 403 FORBIDDEN: the token lacks the `connector` role, or its source differs from the header.
 * Who you are comes before what you ask for, so an anonymous caller learns nothing about sources.
 * With `sourceHeader` 'optional' (the batch status: the spec asks the header of the submissions
 * only, the contract a token of the batch's source) a request without it acts for the token's source.
 * On success `req.principal` holds the token's identity and source.
 */
export function requireConnector(tokens: TokenService, sourceHeader: 'required' | 'optional' = 'required'): RequestHandler {
  return async (req, _res, next) => {
    const credential = bearerCredential(req.get('authorization'));
    if (credential === undefined) throw new UnauthorizedError('A bearer token is required (Authorization: Bearer <token>)');
    const principal = await tokens.verify(credential);

    const header = req.get('x-connector-source');
    const source = header === undefined && sourceHeader === 'optional' ? principal.source : header?.trim();
    if (!source) throw new MissingSourceError();
    if (!principal.roles.includes(CONNECTOR_ROLE)) throw new ForbiddenError('The token does not have the connector role');
    if (principal.source !== source) throw new ForbiddenError('The token is not valid for this X-Connector-Source');
    req.principal = principal;
    next();
  };
}

export interface ConnectorGuardOptions {
  /** PDS_RATE_LIMIT_CONNECTOR: requests per minute per token; 0 = off. */
  readonly perMinute: number;
  /** The primary, where the per-token counters are shared by every instance. */
  readonly pool: Pool;
  readonly log: Logger;
}

/** What the connector endpoints put in front of their handlers: the submissions' guard and the batch status's. */
export interface ConnectorGuards {
  readonly submit: RequestHandler[];
  readonly status: RequestHandler[];
}

/**
 * Build them once (container.ts) so every connector endpoint shares one
 * rate-limit count per token.
 */
export function connectorGuards(tokens: TokenService, { perMinute, pool, log }: ConnectorGuardOptions): ConnectorGuards {
  const perToken = (req: Request): string => `token:${req.principal?.tokenId ?? 'none'}`;
  const limit = createRateLimiter({ name: 'connector', perMinute, key: perToken, pool, log });
  return { submit: [requireConnector(tokens), limit], status: [requireConnector(tokens, 'optional'), limit] };
}
