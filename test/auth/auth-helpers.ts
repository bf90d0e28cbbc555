import { Router, type Express } from 'express';
import { createApp } from '../../src/app';
import type { TestApp } from '../setup/app';

export { ADMIN, issueToken, type IssuedTokenBody } from '../setup/tokens';

/**
 * The service's app plus a tiny connector route behind the container's own
 * connector guard of the submissions, answering with the principal the guard set.
 */
export function appWithGuardedRoute(t: TestApp): Express {
  const probe = Router();
  probe.post('/', ...t.container.connectorGuards.submit, (req, res) => {
    res.json({ success: true, data: { principal: req.principal } });
  });
  return createApp({ ...t.container, mounts: [...t.container.mounts, { path: '/test/connector-probe', router: probe }] });
}

export const PROBE = '/test/connector-probe';

/** The part of the error envelope every failure shares. */
export function errorBody(code: string, extra: Record<string, unknown> = {}) {
  return {
    success: false,
    error: { code, message: expect.any(String), request_id: expect.any(String), ...extra },
  };
}
