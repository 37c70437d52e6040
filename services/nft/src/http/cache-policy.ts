import type { Context } from 'koa';
import { SerializedBody, type EncodedBody } from '../snapshot/serialized-bodies';
import type { Snapshot } from '../snapshot/types';

const MINUTE = 60;
/** Browser/proxy cache lifetimes in seconds, after the client cache times of SPEC section 9. */
export const CACHE_SECONDS = {
  holders: 10 * MINUTE,
  stakingPowers: 60 * MINUTE,
  traits: 5 * MINUTE,
  specials: 5 * MINUTE,
  traitSearch: 5 * MINUTE,
  /** "Never stale" in the spec; an hour keeps re-syncs visible the same day. */
  rarityRanks: 60 * MINUTE,
  tokenList: 30 * MINUTE,
  /** Per-token and per-wallet answers change when a token moves; a minute is plenty. */
  perItem: MINUTE,
  /** Demo images depend only on a token's traits, which never change once known. */
  image: 365 * 24 * 60 * MINUTE,
} as const;

/**
 * Public caching only once the collection is ready. A reply built before the first sync completed
 * must not be stored anywhere (browser or proxy): it would keep showing "no holders yet".
 */
export function setCachePolicy(ctx: Context, snapshot: Snapshot, maxAgeSeconds: number): void {
  ctx.set('Cache-Control', snapshot.ready ? `public, max-age=${maxAgeSeconds}` : 'no-store');
}

/** The last header read and its answer: clients of one site send one or two distinct headers. */
let lastAnswer: { header: string; gzip: boolean } = { header: 'gzip, deflate, br', gzip: true };

/** Whether the client prefers gzip to no encoding (Koa's negotiator: q-values, `*`, parameters). */
export function acceptsGzip(ctx: Pick<Context, 'acceptsEncodings' | 'get'>): boolean {
  const header = ctx.get('Accept-Encoding');
  if (header !== lastAnswer.header) lastAnswer = { header, gzip: ctx.acceptsEncodings('gzip', 'identity') === 'gzip' };
  return lastAnswer.gzip;
}

/**
 * Sends a pre-serialized JSON body (gzipped once and kept, when the client accepts gzip) with its
 * ETag, which carries the collection version, or 304 when the client already has it.
 */
export function sendSerialized(ctx: Context, snapshot: Snapshot, body: SerializedBody | EncodedBody, maxAgeSeconds: number): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  let encoded: EncodedBody = body;
  if (body instanceof SerializedBody && body.compressible) {
    ctx.vary('Accept-Encoding');
    if (acceptsGzip(ctx)) {
      encoded = body.gzip();
      ctx.set('Content-Encoding', 'gzip');
    }
  }
  ctx.set('ETag', encoded.etag);
  ctx.status = 200;
  if (ctx.get('If-None-Match') && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = encoded.bytes;
}

export function sendJson(ctx: Context, snapshot: Snapshot, value: unknown, maxAgeSeconds: number): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  ctx.body = value;
}
