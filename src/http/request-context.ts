import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { InvalidRequestError } from './errors';

/**
 * A client's id is echoed as sent (contract section 2) when it is printable
 * ASCII of reasonable length: it goes into a header and into JSON log lines
 * and bodies, which escape it. Anything else (control or non-ASCII bytes, or
 * longer than a trace id plus context ever is) is replaced by a UUID.
 */
const VALID_ID = /^[\x20-\x7e]{1,200}$/;

/** Gives every request an id (the client's X-Request-Id when printable) and echoes it on the response. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const sent = req.get('x-request-id');
    const id = sent && VALID_ID.test(sent) ? sent : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112, section 3.2). The server lets a
 * request without one through (Node would answer it with an empty 400), and
 * this answers it with 400 INVALID_REQUEST in the envelope, request id included.
 */
export function requireHost(): RequestHandler {
  return (req, _res, next) => {
    next(req.httpVersion === '1.1' && req.headers.host === undefined ? new InvalidRequestError('An HTTP/1.1 request must carry a Host header') : undefined);
  };
}
