import type { Context } from 'koa';
import type { EncodedBody, SerializedBody } from '../snapshot/serialized-bodies';
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
 * Public caching only once the collection is ready: while the first sync runs the UI polls every
 * 2 s and must see the data arrive.
 */
export function setCachePolicy(ctx: Context, snapshot: Snapshot, maxAgeSeconds: number): void {
  ctx.set('Cache-Control', snapshot.ready ? `public, max-age=${maxAgeSeconds}` : 'no-cache');
}

/** gzip listed without q=0 (the full negotiator is measurably slower on the hottest path). */
export function acceptsGzip(acceptEncoding: string): boolean {
  const match = /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?=,|$)/i.exec(acceptEncoding);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/**
 * Sends a pre-serialized JSON body (gzipped once and kept, when the client accepts gzip) with its
 * ETag, or 304 when the client already has it.
 */
export function sendSerialized(ctx: Context, snapshot: Snapshot, body: SerializedBody, maxAgeSeconds: number): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  let encoded: EncodedBody = body;
  if (body.compressible) {
    ctx.vary('Accept-Encoding');
    if (acceptsGzip(ctx.get('Accept-Encoding'))) {
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
