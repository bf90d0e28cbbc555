import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

type Level = 'error' | 'info' | 'debug';

/**
 * 5xx are errors; everything else only when debugging: a 4xx is the client's
 * mistake, and logging each at info let a guessing client fill the disk.
 */
const levelOf = (status: number): Level => (status >= 500 ? 'error' : 'debug');

/**
 * One line per request when it ends: `{ req: { id, method, url }, res: { statusCode }, responseTime }`.
 *
 * Why not pino-http: it builds a child logger with serialised request
 * bindings for every request, even when the line's level is disabled. At the
 * default level successful requests are not logged at all, and that work was
 * about a tenth of the CPU of a cached read (profiled under bench/reads.ts).
 * Here a request costs one listener and, for lines that are written, one call.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      const level = res.writableFinished ? levelOf(res.statusCode) : 'info';
      if (!log.isLevelEnabled(level)) return;
      log[level](
        { req: { id: req.id, method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
