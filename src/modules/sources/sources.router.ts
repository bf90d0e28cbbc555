import { Router, type RequestHandler } from 'express';
import { jsonBody } from '../../http/body';
import { zodProblems } from '../../http/error-handler';
import { InvalidParameterError, ValidationFailedError } from '../../http/errors';
import { rejectUnsafeBody } from '../../http/unsafe-text';
import { sourceNameSchema, sourceTrustRequestSchema } from './source.schemas';
import type { SourceRecord } from './sources.repository';
import type { SourcesService } from './sources.service';

export const SOURCES_PATH = '/admin/sources';

function toView(record: SourceRecord) {
  return {
    source: record.source,
    trust: record.trust,
    description: record.description,
    updated_at: record.updatedAt.toISOString(),
  };
}

/** `/admin/sources`: the operator's trust in each source, behind the admin credential. */
export function sourcesRouter(sources: SourcesService, adminAuth: RequestHandler): Router {
  const router = Router();

  router.put('/:source', adminAuth, jsonBody(), rejectUnsafeBody(), async (req, res) => {
    const name = sourceNameSchema.safeParse(req.params.source);
    if (!name.success) throw new InvalidParameterError(zodProblems(name.error).map((p) => ({ ...p, field: 'source' })));
    const body = sourceTrustRequestSchema.safeParse(req.body);
    if (!body.success) throw new ValidationFailedError(zodProblems(body.error), 'Source registration failed validation');
    res.json({ success: true, data: toView(await sources.register(name.data, body.data)) });
  });

  router.get('/', adminAuth, async (_req, res) => {
    const records = await sources.list();
    res.json({
      success: true,
      data: records.map(toView),
      metadata: { total: records.length, default_trust: sources.defaultTrust },
    });
  });

  return router;
}
