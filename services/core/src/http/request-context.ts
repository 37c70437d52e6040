import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

/**
 * Takes a well-formed X-Request-Id from a proxy or makes one; every log line of the request
 * carries it. The child logger is made only when something logs: on a hot read path nothing does,
 * and pino children are not free.
 */
export function requestContext(logger: Logger): Middleware {
  const logRequests = logger.isLevelEnabled('debug');
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (child ??= logger.child({ requestId })), configurable: true, enumerable: false });
    ctx.set('X-Request-Id', requestId);
    if (!logRequests) return next();
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
