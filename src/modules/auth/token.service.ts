import { createSecretKey, type KeyObject } from 'node:crypto';
import { newTimeOrderedId } from '../../db/time-ordered-id';
import jwt from 'jsonwebtoken';
import { NotFoundError, UnauthorizedError } from '../../http/errors';
import type { ConnectorPrincipal } from './principal';
import { DEFAULT_LIFETIME_DAYS, TOKEN_ISSUER, tokenClaimsSchema, type TokenRequest } from './token.schemas';
import type { TokenRecord, TokensRepository } from './tokens.repository';
import { isUuid } from '../../http/uuid';

export interface IssuedToken {
  /** The signed JWT: shown once, never stored. */
  readonly token: string;
  readonly record: TokenRecord;
}

const DAY_MS = 86_400_000;

/**
 * Service tokens are HS256 JWTs whose `jti` is the stored token id. The
 * signature proves who issued the token; the stored row says whether it still
 * counts (revocation), read by primary key on every request.
 */
export class TokenService {
  /**
   * Made once: given a string, jsonwebtoken first tries to parse it as a PEM
   * key and fails with an exception on every call (~0.7 ms instead of ~20 us).
   */
  private readonly key: KeyObject;

  constructor(
    private readonly tokens: TokensRepository,
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async issue(request: TokenRequest): Promise<IssuedToken> {
    // Whole seconds, so created_at and expires_at equal the JWT's iat and exp exactly.
    const createdAt = new Date(Math.floor(this.now().getTime() / 1000) * 1000);
    const expiresAt = new Date(createdAt.getTime() + (request.expires_in_days ?? DEFAULT_LIFETIME_DAYS) * DAY_MS);
    const record = await this.tokens.insert({
      // Time-ordered, so tokens issued within one second (created_at's precision) still list newest first.
      id: newTimeOrderedId(),
      serviceName: request.service_name,
      source: request.source,
      roles: request.roles,
      createdAt,
      expiresAt,
    });
    const token = jwt.sign(
      {
        source: record.source,
        roles: record.roles,
        iat: createdAt.getTime() / 1000,
        exp: expiresAt.getTime() / 1000,
      },
      this.key,
      { algorithm: 'HS256', jwtid: record.id, subject: record.serviceName, issuer: TOKEN_ISSUER },
    );
    return { token, record };
  }

  list(): Promise<TokenRecord[]> {
    return this.tokens.list();
  }

  /** Takes effect on the next request on every instance: the check reads the same row. */
  async revoke(tokenId: string): Promise<TokenRecord> {
    const record = isUuid(tokenId) ? await this.tokens.revoke(tokenId.toLowerCase()) : undefined;
    if (!record) throw new NotFoundError('Token not found');
    return record;
  }

  /**
   * The caller behind a bearer token, or UnauthorizedError for any token that
   * does not count. Its source, roles and service are those stored when it was
   * issued, and its claims must say the same: a token re-signed with other
   * claims under a known id (possible only with the signing secret) is refused
   * rather than trusted for what it claims.
   */
  async verify(token: string): Promise<ConnectorPrincipal> {
    const claims = this.checkSignature(token);
    const issued = await this.tokens.standing(claims.jti);
    if (!issued) throw new UnauthorizedError('The token is not known to this service');
    if (issued.revoked) throw new UnauthorizedError('The token has been revoked');
    const sameRoles = issued.roles.length === claims.roles.length && issued.roles.every((role) => claims.roles.includes(role));
    if (issued.source !== claims.source || issued.serviceName !== claims.sub || !sameRoles) {
      throw new UnauthorizedError('The token does not match the token issued under its id');
    }
    return { tokenId: claims.jti, serviceName: issued.serviceName, source: issued.source, roles: [...issued.roles] };
  }

  private checkSignature(token: string) {
    let payload: unknown;
    try {
      // Pinning the algorithm refuses `alg: none` and algorithm-confusion tokens.
      payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) throw new UnauthorizedError('The token has expired');
      throw new UnauthorizedError('The token is malformed or its signature is invalid');
    }
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new UnauthorizedError('The token is malformed or its signature is invalid');
    return claims.data;
  }
}
