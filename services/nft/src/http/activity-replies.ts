import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { activityDataVersion } from '../queries/activity-data-version';
import type { Snapshot } from '../snapshot/types';
import type { RouteInput } from './route-definition';
import { setCachePolicy } from './cache-policy';

/** Bytes of serialized activity replies kept per snapshot (their UTF-8 bytes and keys). */
const MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  version: string;
  /** The reply's UTF-8 bytes: encoded once, not on every send. */
  bytes: Promise<Buffer>;
}

const replies = new WeakMap<Snapshot, LRUCache<string, Entry>>();

function cacheOf(snapshot: Snapshot): LRUCache<string, Entry> {
  let cache = replies.get(snapshot);
  if (!cache) {
    // A reply still being built counts as its key alone; its size is set once it is known.
    cache = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (_entry, key) => 2 * key.length + 64 });
    replies.set(snapshot, cache);
  }
  return cache;
}

/**
 * Sends the activity reply for this input, built once per snapshot and activity data version and
 * then served from memory: the feed and the histories read the database only when a sync (or
 * anything else) wrote activity since (migration 023). `build` answers the result as JSON; the body is
 * the `{message, result}` envelope around it.
 */
export async function sendActivityReply(
  { ctx, snapshot, db, inputKey }: Pick<RouteInput<unknown, unknown>, 'ctx' | 'snapshot' | 'db' | 'inputKey'>,
  maxAgeSeconds: number,
  build: () => Promise<string>,
): Promise<void> {
  const version = await activityDataVersion(db);
  const cache = cacheOf(snapshot);
  let entry = cache.get(inputKey);
  if (!entry || entry.version !== version) {
    const bytes = build().then((json) => Buffer.from(`{"message":"success","result":${json}}`));
    const built: Entry = { version, bytes };
    entry = built;
    cache.set(inputKey, built);
    bytes.then(
      (body) => {
        if (cache.peek(inputKey) === built)
          cache.set(inputKey, built, { size: body.length + 2 * inputKey.length + 64 });
      },
      () => {
        if (cache.peek(inputKey) === built) cache.delete(inputKey);
      },
    );
  }
  send(ctx, snapshot, await entry.bytes, maxAgeSeconds);
}

function send(ctx: Context, snapshot: Snapshot, body: Buffer, maxAgeSeconds: number): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = body;
}
