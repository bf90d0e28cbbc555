import express, { type Express } from 'express';
import type { Container } from './container';
import { jsonBody } from './http/body';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { docsRouter } from './http/openapi';
import { rejectMalformedQuery } from './http/query-encoding';
import { requestId, requireHost } from './http/request-context';
import { requestLog } from './http/request-log';
import { publicCors, securityHeaders } from './http/security';
import { rejectUnsafeText } from './http/unsafe-text';
import { GEOCODE_PATH } from './modules/geocoding/geocoding.router';
import { httpMetrics } from './modules/metrics/http-metrics';

/** Middleware, routers, docs and the error handler. Never listens. */
export function createApp(container: Container): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', false);
  // No hashing of every body: list and detail answers carry their own ETag
  // (computed once per remembered answer); the other answers change on every
  // request (timestamps, ids) or are errors, where a validator is no use.
  app.set('etag', false);

  app.use(httpMetrics(container.metrics.httpDuration));
  app.use(requestId());
  app.use(requestLog(container.log));
  app.use(requireHost());
  app.use(rejectMalformedQuery());
  app.use(securityHeaders());
  app.use(publicCors());

  // Connector routes parse their bodies after the connector guard has authenticated.
  app.use(jsonBody({ deferTo: ['/connectors/'] }));
  // NUL and unpaired surrogates in the query, path or a parsed body: 400/422, before any route queries with them.
  // Geocoding answers every address it cannot use with 200 INVALID_REQUEST (spec 4.1), such text included.
  app.use(rejectUnsafeText({ ownBodies: [GEOCODE_PATH] }));

  for (const { path, router } of container.mounts) app.use(path, router);
  // After the API: its routes sit at the root, so every request placed behind them would walk them first.
  app.use(docsRouter());

  app.use(notFoundHandler());
  app.use(errorHandler(container.log));
  return app;
}
