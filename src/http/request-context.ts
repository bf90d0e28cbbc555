import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id (the client's X-Request-Id when sane) and echoes it on the response. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const sent = req.get('x-request-id');
    const id = sent && VALID_ID.test(sent) ? sent : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}
