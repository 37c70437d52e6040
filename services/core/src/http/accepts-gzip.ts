import type { Context } from 'koa';

type EncodingContext = Pick<Context, 'acceptsEncodings' | 'get'>;

interface Answer {
  header: string;
  gzip: boolean;
  brotli: boolean;
}

/** The last header read and its answers: clients of one site send one or two distinct headers. */
let lastAnswer: Answer = { header: 'gzip, deflate, br', gzip: true, brotli: true };

function answerFor(ctx: EncodingContext): Answer {
  const header = ctx.get('Accept-Encoding');
  if (header !== lastAnswer.header)
    lastAnswer = {
      header,
      gzip: ctx.acceptsEncodings('gzip', 'identity') === 'gzip',
      brotli: ctx.acceptsEncodings('br', 'identity') === 'br',
    };
  return lastAnswer;
}

/** Whether the client prefers gzip to no encoding (Koa's negotiator: q-values, `*`, parameters). */
export function acceptsGzip(ctx: EncodingContext): boolean {
  return answerFor(ctx).gzip;
}

/**
 * The client's encoding choices as a short key ('br+gzip', 'gzip', 'br', 'identity'): a reply that
 * picks its encoding from Accept-Encoding (a JSON reply gzip or not, a build file br, gzip or
 * neither) is one function of this key, whatever the header's spelling.
 */
export function acceptedEncodingsKey(ctx: EncodingContext): string {
  const { gzip, brotli } = answerFor(ctx);
  return brotli ? (gzip ? 'br+gzip' : 'br') : gzip ? 'gzip' : 'identity';
}

/**
 * The compression to send a reply in: br wherever the client takes it, else gzip, else none.
 * Browsers list gzip before br at equal weight ("gzip, deflate, br, zstd"), and Koa's negotiator
 * keeps the client's order on a tie, so asking it for one pick among both would give them gzip.
 */
export function preferredCompression(ctx: EncodingContext): 'br' | 'gzip' | undefined {
  const { gzip, brotli } = answerFor(ctx);
  return brotli ? 'br' : gzip ? 'gzip' : undefined;
}
