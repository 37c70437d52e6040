import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './errors';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  501: 'not_implemented',
};

interface ExposedError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  code?: unknown;
}

function codeFor(status: number): string {
  return CODES_BY_STATUS[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
}

/**
 * Statuses set without a body (the router's 405 and 501 for methods a path does not have, a 404
 * under /api/) would leave as Koa's plain text: they get the JSON error body too. Other 404s are
 * left to the front-end middleware's page.
 */
function fillEmptyError(ctx: Context): void {
  if (ctx.status < 400 || ctx.body != null) return;
  if (ctx.status === 404) {
    if (!ctx.path.startsWith('/api/')) return;
    ctx.body = { error: { code: 'not_found', message: `No such endpoint: ${ctx.method} ${ctx.path}` } };
    ctx.status = 404;
    return;
  }
  const status = ctx.status;
  const allow = ctx.response.get('Allow');
  const message = allow ? `${ctx.method} is not supported here; use ${allow}` : (STATUS_CODES[status] ?? 'Error');
  ctx.body = { error: { code: codeFor(status), message } };
  ctx.status = status;
}

/**
 * Every failure leaves as {error:{code,message}}; stack traces stay in the log. A database that
 * cannot be reached (down, restarting) is a 503 database_unavailable with Retry-After, not a 500:
 * the request was fine and may be repeated.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      fillEmptyError(ctx);
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = { error: { ...err.details, code: err.code, message: err.message } };
        return;
      }
      if (isDatabaseUnavailable(err)) {
        ctx.state.log?.warn({ err, method: ctx.method, path: ctx.path }, 'database unavailable');
        const unavailable = databaseUnavailable();
        ctx.status = unavailable.status;
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.body = { error: { code: unavailable.code, message: unavailable.message } };
        return;
      }
      const e = (err ?? {}) as ExposedError;
      const status = e.status ?? e.statusCode;
      if (status && status >= 400 && status < 500 && e.expose !== false) {
        ctx.status = status;
        const code = typeof e.code === 'string' && /^[a-z_]+$/.test(e.code) ? e.code : codeFor(status);
        ctx.body = { error: { code, message: e.message || 'Bad request' } };
        return;
      }
      ctx.state.log?.error({ err, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = {
        error: {
          code: 'internal_error',
          message: `Something went wrong on our side (request ${ctx.state.requestId ?? 'unknown'})`,
        },
      };
    }
  };
}
