import { Router, type RequestHandler } from 'express';
import { jsonBody } from '../../http/body';
import { zodProblems } from '../../http/error-handler';
import { ValidationFailedError } from '../../http/errors';
import { rejectUnsafeBody } from '../../http/unsafe-text';
import type { TokenService } from './token.service';
import { tokenRequestSchema } from './token.schemas';
import type { TokenRecord } from './tokens.repository';

type TokenStatus = 'active' | 'expired' | 'revoked';

function statusOf(record: TokenRecord, now: Date): TokenStatus {
  if (record.revokedAt) return 'revoked';
  return record.expiresAt <= now ? 'expired' : 'active';
}

/** What anyone may see of a token: metadata only, never the JWT. */
function toView(record: TokenRecord, now = new Date()) {
  return {
    token_id: record.id,
    service_name: record.serviceName,
    source: record.source,
    roles: record.roles,
    status: statusOf(record, now),
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    revoked_at: record.revokedAt?.toISOString() ?? null,
  };
}

/** `/admin/tokens`: issue, list and revoke service tokens, all behind the admin credential. */
export function tokensRouter(tokens: TokenService, adminAuth: RequestHandler): Router {
  const router = Router();

  router.post('/service', adminAuth, jsonBody(), rejectUnsafeBody(), async (req, res) => {
    const parsed = tokenRequestSchema.safeParse(req.body);
    if (!parsed.success) throw new ValidationFailedError(zodProblems(parsed.error), 'Token request failed validation');
    const { token, record } = await tokens.issue(parsed.data);
    // The only time the token is shown: keep it out of every cache on the way.
    res.set('Cache-Control', 'no-store');
    res.status(201).json({
      success: true,
      data: {
        token,
        token_id: record.id,
        service_name: record.serviceName,
        source: record.source,
        roles: record.roles,
        created_at: record.createdAt.toISOString(),
        expires_at: record.expiresAt.toISOString(),
      },
    });
  });

  router.get('/', adminAuth, async (_req, res) => {
    const records = await tokens.list();
    const now = new Date();
    res.json({ success: true, data: records.map((r) => toView(r, now)), metadata: { total: records.length } });
  });

  router.delete('/:token_id', adminAuth, async (req, res) => {
    res.json({ success: true, data: toView(await tokens.revoke(req.params.token_id as string)) });
  });

  return router;
}
