import type { RequestHandler } from 'express';
import { InvalidParameterError } from './errors';

const decode = (part: string): string => decodeURIComponent(part.replace(/\+/g, ' '));

/**
 * A query string whose percent-encoding does not decode (`?city=%E0%A4%A`) is
 * 400 INVALID_PARAMETER naming the parameter (contract section 2). Express's
 * query parser keeps such a value as written, so it would otherwise be
 * searched for as text, or stored in a saved search.
 */
export function rejectMalformedQuery(): RequestHandler {
  return (req, _res, next) => {
    const at = req.url.indexOf('?');
    if (at < 0) return next();
    for (const pair of req.url.slice(at + 1).split('&')) {
      const eq = pair.indexOf('=');
      const [key, value] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
      try {
        decode(key);
        decode(value);
      } catch {
        let field = key;
        try {
          field = decode(key);
        } catch {
          // The name itself is malformed: it is named as written.
        }
        return next(new InvalidParameterError([{ field, message: 'is not valid percent-encoding' }]));
      }
    }
    next();
  };
}
