import type { Request, RequestHandler } from 'express';
import type { Histogram } from 'prom-client';

/** The route label of every request no route matched: scanners' paths must not each become a series. */
export const UNMATCHED_ROUTE = 'unmatched';

interface RouteLike {
  path?: unknown;
}

/** The mount path (static throughout this service) joined to the route's own pattern. */
function routePattern(baseUrl: string, route: RouteLike): string {
  const own = Array.isArray(route.path) ? route.path.map(String).join('|') : String(route.path ?? '');
  if (!baseUrl) return own || '/';
  return own === '/' || own === '' ? baseUrl : `${baseUrl}${own}`;
}

/**
 * Times every request into `http_request_duration_seconds{method, route,
 * status_code}`. The route is the matched route's pattern
 * (`/api/v1/properties/:id`), captured when the router assigns `req.route`
 * (at that moment `req.baseUrl` is the router's mount path; by the time the
 * answer is sent an error may have unwound it); requests no route matched
 * (unknown paths, static files, answers given by middleware before routing)
 * are all labelled `unmatched`.
 */
export function httpMetrics(histogram: Histogram<'method' | 'route' | 'status_code'>): RequestHandler {
  return (req, res, next) => {
    const end = histogram.startTimer();
    let route: unknown;
    let pattern: string | undefined;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set: (value: unknown) => {
        route = value;
        pattern = value ? routePattern((req as Request).baseUrl, value as RouteLike) : undefined;
      },
    });
    res.once('finish', () => end({ method: req.method, route: pattern ?? UNMATCHED_ROUTE, status_code: String(res.statusCode) }));
    next();
  };
}
