import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isPermanentDataError } from '../db/pg-errors';
import {
  AppError,
  InvalidJsonError,
  InvalidParameterError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
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
  code?: string;
}

/** zlib's codes: a body sent with Content-Encoding gzip/deflate/br that does not decode. */
const isUndecodableBody = (err: BodyParserError) => err?.status === 400 && typeof err.code === 'string' && /^(Z_|ERR_ZLIB|ERR__ERROR)/.test(err.code);

function toAppError(err: unknown, method: string): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new InvalidParameterError(zodProblems(err));
  // The router marks a path parameter it cannot percent-decode with status 400.
  if (err instanceof URIError) {
    return new InvalidParameterError([{ field: 'path', message: 'contains malformed percent-encoding' }], 'The request path is malformed');
  }
  const bodyErr = err as BodyParserError;
  if (isUndecodableBody(bodyErr)) {
    return new InvalidJsonError('Request body could not be decoded as its Content-Encoding says; send it uncompressed or encoded as declared');
  }
  switch (bodyErr?.type) {
    case 'entity.parse.failed':
      return new InvalidJsonError();
    case 'entity.too.large':
      return new PayloadTooLargeError(`${Math.round((bodyErr.limit ?? 0) / 1024)} KiB`);
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeError('Content-Encoding must be identity, gzip, deflate or br');
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError();
    case 'request.aborted':
      return new AppError(400, 'INVALID_REQUEST', 'Request aborted by the client');
    default:
      break;
  }
  if (isDatabaseUnavailable(err)) return new ServiceUnavailableError();
  // A value PostgreSQL refuses for what it is (validation should have caught it first).
  if (isPermanentDataError(err)) {
    return method === 'GET' || method === 'HEAD' || method === 'DELETE'
      ? new AppError(400, 'INVALID_PARAMETER', 'A request parameter holds a value that cannot be stored or compared')
      : new ValidationFailedError([{ field: '(root)', message: 'holds a value that cannot be stored' }], 'The request holds a value that cannot be stored');
  }
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
    const known = toAppError(err, req.method);
    const appError = known ?? new AppError(500, 'INTERNAL_ERROR', 'An unexpected error occurred');
    // 5xx at error with the stack (pino's err serializer); 4xx are the client's business, at debug.
    if (!known) log.error({ err, requestId: req.id, method: req.method, path: req.path }, 'unhandled error');
    else if (appError.status >= 500) log.error({ err, requestId: req.id, method: req.method, path: req.path }, appError.message);
    else if (log.isLevelEnabled('debug')) log.debug({ requestId: req.id, code: appError.code, status: appError.status }, appError.message);
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
