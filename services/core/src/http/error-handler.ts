import type { Middleware } from 'koa';
import { HttpError } from './errors';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed',
  413: 'payload_too_large', 415: 'unsupported_media_type', 429: 'too_many_requests',
};

interface ExposedError { status?: number; statusCode?: number; expose?: boolean; message?: string; code?: unknown }

/** Every failure leaves as {error:{code,message}}; stack traces stay in the log. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { error: { code: 'not_found', message: `No such endpoint: ${ctx.method} ${ctx.path}` } };
      }
    } catch (err) {
      if (err instanceof HttpError) {
        ctx.status = err.status;
        ctx.body = { error: { code: err.code, message: err.message } };
        return;
      }
      const e = (err ?? {}) as ExposedError;
      const status = e.status ?? e.statusCode;
      if (status && status >= 400 && status < 500 && e.expose !== false) {
        ctx.status = status;
        const code = typeof e.code === 'string' && /^[a-z_]+$/.test(e.code) ? e.code : CODES_BY_STATUS[status] ?? 'bad_request';
        ctx.body = { error: { code, message: e.message || 'Bad request' } };
        return;
      }
      ctx.state.log?.error({ err, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: { code: 'internal_error', message: `Something went wrong on our side (request ${ctx.state.requestId ?? 'unknown'})` } };
    }
  };
}
