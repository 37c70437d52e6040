import type { Context } from 'koa';

/** The parsed JSON body (createApp's body parser), or {} for a request without one. */
export const bodyOf = (ctx: Pick<Context, 'request'>): unknown => (ctx.request as { body?: unknown }).body ?? {};
