import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/pg-errors';
import {
  AppError,
  InvalidJsonError,
  InvalidParameterError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  type FieldProblem,
} from './errors';

/** Turns a zod issue path into the contract's dotted field name. */
export function zodProblems(err: ZodError): FieldProblem[] {
  return err.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(root)', message: issue.message }));
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new InvalidParameterError(zodProblems(err));
  const bodyErr = err as BodyParserError;
  switch (bodyErr?.type) {
    case 'entity.parse.failed':
      return new InvalidJsonError();
    case 'entity.too.large':
      return new PayloadTooLargeError(`${Math.round((bodyErr.limit ?? 0) / 1024)} KiB`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError();
    case 'request.aborted':
      return new AppError(400, 'INVALID_REQUEST', 'Request aborted by the client');
    default:
      break;
  }
  if (isDatabaseUnavailable(err)) return new ServiceUnavailableError();
  return undefined;
}

/** Unknown routes end here, answered like every other error. */
export function notFoundHandler(): RequestHandler {
  return (req, _res, next) => next(new NotFoundError(`No route for ${req.method} ${req.path}`));
}

/** The one place that writes an error response. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = toAppError(err);
    const appError = known ?? new AppError(500, 'INTERNAL_ERROR', 'An unexpected error occurred');
    if (!known) log.error({ err, requestId: req.id, method: req.method, path: req.path }, 'unhandled error');
    else if (appError.status >= 500) log.warn({ err, requestId: req.id }, appError.message);
    for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
    res.status(appError.status).json({
      success: false,
      error: {
        code: appError.code,
        message: appError.message,
        request_id: req.id,
        ...(appError.details ? { details: appError.details } : {}),
      },
      ...appError.extra,
    });
  };
}
