import type { Request } from 'express';

/**
 * A probe's 503 answer: its own report (contract section 7's `status` and
 * `checks`, which monitors read) inside the error envelope every non-2xx
 * answer carries (contract section 2), so clients reading either find theirs.
 */
export function unavailableBody<T extends object>(req: Request, report: T, message: string): T & { success: false; error: { code: string; message: string; request_id: string } } {
  return { success: false, error: { code: 'SERVICE_UNAVAILABLE', message, request_id: req.id }, ...report };
}
