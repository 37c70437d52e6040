import type { Context, Middleware } from 'koa';
import { httpRequestDuration } from './registry';

/** The label of every request no router matched (static files, unknown paths, 404s): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The @koa/router pattern that served the request, e.g. /api/nft/nfts/:id; never the raw URL. */
export function routeOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : UNMATCHED_ROUTE;
}

/** Methods outside this list share one label, so a client cannot invent label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request (until the middleware chain returned: for a streamed body, until the stream
 * was handed over) into nacho_http_request_duration_seconds by route pattern, method and status.
 * The first middleware of the app, so that replayed replies and errors are counted too.
 */
export function httpMetrics(): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } finally {
      const seconds = (performance.now() - start) / 1000;
      httpRequestDuration.observe(
        { method: METHODS.has(ctx.method) ? ctx.method : 'OTHER', route: routeOf(ctx), status: String(status) },
        seconds,
      );
    }
  };
}
