import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';
import { InvalidJsonError, UnsupportedMediaTypeError } from './errors';

export const DEFAULT_BODY_LIMIT = '1mb';
export const BATCH_BODY_LIMIT = '20mb';

const BATCH_PATH = '/connectors/properties/batch';

function hasBody(req: Parameters<RequestHandler>[0]): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * JSON text is UTF-8 (RFC 8259 section 8.1). Left to the decoder, a byte
 * sequence that is not UTF-8 becomes U+FFFD and the damaged text would be
 * stored (and hashed for dedupe) as if the client had sent it; it is refused
 * as not being JSON instead. Bodies declared in another Unicode charset are
 * decoded as declared.
 */
function requireUtf8(_req: unknown, _res: unknown, buf: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding) && !isUtf8(buf)) throw new InvalidJsonError('Request body is not valid JSON: it is not UTF-8 text');
}

/**
 * JSON bodies only: a body sent with another media type is 415, a body over the
 * limit 413 (1 MiB; 20 MiB for batches), malformed JSON or bytes that are not
 * UTF-8 400 (error handler).
 *
 * Mounted by each route that takes a body, after its credential and rate
 * limit: a body is parsed only where it is read, and only once its sender
 * may send it. When every request's body was parsed before routing, an
 * outside probe's 1 MB of nested brackets cost 0.3 s of CPU and about 60 MB
 * of heap on any path, unknown ones and refused credentials included; three
 * at once held the event loop for 1.3 s. A body sent where none is read is
 * left unread (Node discards it).
 */
export function jsonBody(): RequestHandler {
  // strict: false: `null`, `5` or `"text"` are JSON (RFC 8259), so they are answered as what they are, a body that is
  // not the object the endpoint wants (422, or INVALID_REQUEST from geocoding), as `[]` already was, not as 400.
  const options = { type: () => true, verify: requireUtf8, strict: false };
  const small = express.json({ ...options, limit: DEFAULT_BODY_LIMIT });
  const large = express.json({ ...options, limit: BATCH_BODY_LIMIT });
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    if (!hasBody(req)) {
      next();
      return;
    }
    if (!req.is('application/json') && !req.is('application/*+json')) {
      next(new UnsupportedMediaTypeError());
      return;
    }
    (path === BATCH_PATH ? large : small)(req, res, next);
  };
}
