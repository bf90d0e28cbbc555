import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Container } from './container';
import { jsonBody } from './http/body';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { docsRouter } from './http/openapi';
import { requestId } from './http/request-context';

/** Middleware, routers, docs and the error handler. Never listens. */
export function createApp(container: Container): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', false);

  app.use(requestId());
  app.use(
    pinoHttp({
      logger: container.log,
      genReqId: (req) => req.id,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      },
    }),
  );
  // Connector routes parse their bodies after the connector guard has authenticated.
  app.use(jsonBody({ deferTo: ['/connectors/'] }));

  app.use(docsRouter());
  for (const { path, router } of container.mounts) app.use(path, router);

  app.use(notFoundHandler());
  app.use(errorHandler(container.log));
  return app;
}
