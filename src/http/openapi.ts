import { readFileSync } from 'node:fs';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { parse as parseYaml } from 'yaml';
import { OPENAPI_FILE } from '../config/paths';

/**
 * `/openapi.yaml` (the document as written) and `/swagger/index.html` (Swagger UI
 * showing it). swagger-ui-express's static middleware would answer
 * /swagger/index.html with swagger-ui-dist's own demo page, so that exact path
 * is routed to the page generated for this document before the static assets.
 */
export function docsRouter(): Router {
  const text = readFileSync(OPENAPI_FILE, 'utf8');
  const document = parseYaml(text) as swaggerUi.JsonObject;
  const page = swaggerUi.setup(document, { customSiteTitle: 'Property Data Service API' });
  const router = Router();
  router.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(text);
  });
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get(['/swagger', '/swagger/'], (_req, res) => res.redirect(301, '/swagger/index.html'));
  router.get('/swagger/index.html', page);
  // swagger-ui-express hides swagger-ui-dist's package.json by answering every path ending so with a plain-text 404;
  // such paths leave this router for the service's own 404, JSON like every error (contract section 2).
  router.use('/swagger', (req, _res, next) => next(req.path.endsWith('/package.json') ? 'router' : undefined));
  router.use('/swagger', swaggerUi.serveFiles(document));
  return router;
}
