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

/** Takes a well-formed X-Request-Id from a proxy or makes one; every log line of the request carries it. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
