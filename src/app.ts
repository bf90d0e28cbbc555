import express, { type Express } from 'express';
import type { Container } from './container';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { docsRouter } from './http/openapi';
import { rejectMalformedQuery } from './http/query-encoding';
import { requestId, requireHost } from './http/request-context';
import { requestLog } from './http/request-log';
import { publicCors, securityHeaders } from './http/security';
import { rejectUnsafeQuery } from './http/unsafe-text';
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

  // NUL and unpaired surrogates in the query: 400, before any route queries with them. Bodies are parsed (and
  // checked) by the routes that take one, after their credentials and rate limits (http/body.ts).
  app.use(rejectUnsafeQuery());

  for (const { path, router } of container.mounts) app.use(path, router);
  // After the API: its routes sit at the root, so every request placed behind them would walk them first.
  app.use(docsRouter());

  app.use(notFoundHandler());
  app.use(errorHandler(container.log));
  return app;
}
