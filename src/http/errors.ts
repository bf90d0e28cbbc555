/** A problem with one field of the request, as listed in `error.details`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The contract's error table, one class a row. Each carries its stable code and
 * HTTP status; http/error-handler.ts is the only place that answers with one.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldProblem[],
    readonly headers: Record<string, string> = {},
    /** Extra top-level members of the error body (e.g. `validation`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidJsonError extends AppError {
  constructor(message = 'Request body is not valid JSON') {
    super(400, 'INVALID_JSON', message);
  }
}

/** A request HTTP itself forbids (an HTTP/1.1 request without Host); the parser's own refusals are answered in client-error.ts. */
export class InvalidRequestError extends AppError {
  constructor(message: string) {
    super(400, 'INVALID_REQUEST', message);
  }
}

export class InvalidParameterError extends AppError {
  constructor(details: FieldProblem[], message = 'One or more request parameters are invalid') {
    super(400, 'INVALID_PARAMETER', message, details);
  }
}

export class MissingSourceError extends AppError {
  constructor() {
    super(400, 'MISSING_SOURCE', 'The X-Connector-Source header is required');
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'A valid bearer token is required') {
    super(401, 'UNAUTHORIZED', message, undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'This credential may not perform this request') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Resource not found') {
    super(404, 'NOT_FOUND', message);
  }
}

/** 410 GONE: a change-feed position older than what the retention kept (contract section 9). */
export class GoneError extends AppError {
  constructor(message: string, details?: FieldProblem[]) {
    super(410, 'GONE', message, details);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: string) {
    super(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds the ${limit} limit`);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Request bodies must be sent with Content-Type: application/json') {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** 422 VALIDATION_FAILED; the body also carries `validation: { passed: false, errors }`. */
export class ValidationFailedError extends AppError {
  constructor(errors: FieldProblem[], message = 'Submission failed validation', extra: Record<string, unknown> = {}) {
    super(422, 'VALIDATION_FAILED', message, errors, {}, { validation: { passed: false, errors }, ...extra });
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', 'Too many requests; retry later', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

export class ServiceUnavailableError extends AppError {
  /** `extra`: members beside the envelope (a probe's own `status` and `checks`). */
  constructor(message = 'The database is unavailable; retry later', extra: Record<string, unknown> = {}) {
    super(503, 'SERVICE_UNAVAILABLE', message, undefined, { 'Retry-After': '5' }, extra);
  }
}
