import type { Context } from 'koa';

/** The last header read and its answer: clients of one site send one or two distinct headers. */
let lastAnswer: { header: string; gzip: boolean } = { header: 'gzip, deflate, br', gzip: true };

/** Whether the client prefers gzip to no encoding (Koa's negotiator: q-values, `*`, parameters). */
export function acceptsGzip(ctx: Pick<Context, 'acceptsEncodings' | 'get'>): boolean {
  const header = ctx.get('Accept-Encoding');
  if (header !== lastAnswer.header) lastAnswer = { header, gzip: ctx.acceptsEncodings('gzip', 'identity') === 'gzip' };
  return lastAnswer.gzip;
}
