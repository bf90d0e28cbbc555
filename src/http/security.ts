import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers on every answer. Its default Content-Security-Policy suits
 * the Swagger page (same-origin scripts, the page's inline <style>, data: icons)
 * except for `upgrade-insecure-requests`, which would send the page's scripts
 * and "Try it out" calls to https:// on a service listening on plain HTTP.
 * HSTS is left to whatever terminates TLS in front of the service.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
}

/** Everything under /api/v1/ is public reading (and geocoding) except the connector and webhook APIs. */
const CORS_PREFIX = '/api/v1/';
const NO_CORS_PREFIXES = ['/api/v1/connectors/', '/api/v1/webhooks/'];

export function isPublicApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return (lower.startsWith(CORS_PREFIX) || lower === '/api/v1') && !NO_CORS_PREFIXES.some((p) => lower.startsWith(p) || `${lower}/` === p);
}

/**
 * Browsers on any origin may call the public API: `Access-Control-Allow-Origin: *`
 * (no credentials: the public API takes none), preflight OPTIONS answered 204.
 * Connector, webhook and admin endpoints send no CORS headers, so a page on
 * another origin cannot drive them with a credential it holds.
 */
export function publicCors(): RequestHandler {
  const allow = cors({
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    // The rate limit's headers too (rate-limit.ts), so a page can pace itself before it is refused.
    exposedHeaders: ['X-Request-Id', 'ETag', 'Retry-After', 'RateLimit', 'RateLimit-Policy'],
    maxAge: 600,
  });
  return (req, res, next) => (isPublicApiPath(req.path) ? allow(req, res, next) : next());
}
