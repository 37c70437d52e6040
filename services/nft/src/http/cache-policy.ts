import type { Context } from 'koa';
import { acceptsGzip, markReplayable } from '@nacho/core';
import type { RouteInput } from './route-definition';
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

/**
 * Sends a pre-serialized JSON body (gzipped once and kept, when the client accepts gzip) with its
 * ETag, which carries the collection version, or 304 when the client already has it. The reply
 * depends on nothing but the URL, the encoding and the snapshot: it is replayed while the store
 * still serves that snapshot.
 */
export function sendSerialized(
  { ctx, snapshot, store }: Pick<RouteInput<unknown, unknown>, 'ctx' | 'snapshot' | 'store'>,
  body: SerializedBody | EncodedBody,
  maxAgeSeconds: number,
): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  markReplayable(ctx, () => store.current() === snapshot);
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

/** Sends `result` in the API's {message: 'success', result} envelope (a reply cheap enough to build per request). */
export function sendResult(ctx: Context, snapshot: Snapshot, result: unknown, maxAgeSeconds: number): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  ctx.body = { message: 'success', result };
}
