import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { activityDataVersion, lastActivityDataVersion } from '../queries/activity-data-version';
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

/** Bytes of the inputs asked once, remembered per snapshot (keys only) so that their second ask keeps the reply. */
const MAX_ASKED_ONCE_BYTES = 4 * 1024 * 1024;

/** A key's size in memory, about: two bytes a character and the entry's own. */
const keySize = (key: string) => 2 * key.length + 64;

const replies = new WeakMap<Snapshot, { kept: LRUCache<string, Entry>; askedOnce: LRUCache<string, true> }>();

function cacheOf(snapshot: Snapshot) {
  let cache = replies.get(snapshot);
  if (!cache) {
    cache = {
      // A reply still being built counts as its key alone; its size is set once it is known.
      kept: new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (_entry, key) => keySize(key) }),
      // Bounded by bytes, not by count: a query string may be 16 KB long.
      askedOnce: new LRUCache<string, true>({
        maxSize: MAX_ASKED_ONCE_BYTES,
        sizeCalculation: (_true, key) => keySize(key),
      }),
    };
    replies.set(snapshot, cache);
  }
  return cache;
}

/**
 * Sends the activity reply for this input, built once per snapshot and activity data version and
 * then served from memory: the feed and the histories read the database only when a sync (or
 * anything else) wrote activity since (migration 023). `build` answers the result as JSON; the body is
 * the `{message, result}` envelope around it.
 *
 * A reply is kept from its input's second ask on. Most inputs are asked once (a page further down a
 * filter, one visitor's wallet): kept at once, they filled the cache within seconds and each new one
 * evicted an older, a churn of the old generation that cost a full GC (5-20 ms, the requests in flight
 * waiting) about every 2 s under load (BENCHMARKS.md, run 8).
 */
export async function sendActivityReply(
  { ctx, snapshot, db, inputKey }: Pick<RouteInput<unknown, unknown>, 'ctx' | 'snapshot' | 'db' | 'inputKey'>,
  maxAgeSeconds: number,
  build: () => Promise<string>,
): Promise<void> {
  const { kept: cache, askedOnce } = cacheOf(snapshot);
  const isKept = cache.has(inputKey);
  if (!isKept && !askedOnce.has(inputKey)) {
    askedOnce.set(inputKey, true);
    send(ctx, snapshot, envelope(await build()), maxAgeSeconds);
    return;
  }
  // An input not kept reads the database anyway, and that read sees every write committed before
  // this request: it need not wait for a version read first (a round trip, and under load a wait
  // behind the read under way). Its reply is kept under the last version read, whose writes its rows
  // hold; if that is older than its rows, the next request for it builds it once more.
  const known = isKept ? undefined : lastActivityDataVersion(db);
  const version = known ?? (await activityDataVersion(db));
  let entry = cache.get(inputKey);
  if (!entry || entry.version !== version) {
    const bytes = build().then(envelope);
    const built: Entry = { version, bytes };
    entry = built;
    cache.set(inputKey, built);
    bytes.then(
      (body) => {
        if (cache.peek(inputKey) === built) cache.set(inputKey, built, { size: body.length + keySize(inputKey) });
      },
      () => {
        if (cache.peek(inputKey) === built) cache.delete(inputKey);
      },
    );
  }
  send(ctx, snapshot, await entry.bytes, maxAgeSeconds);
}

const envelope = (json: string) => Buffer.from(`{"message":"success","result":${json}}`);

function send(ctx: Context, snapshot: Snapshot, body: Buffer, maxAgeSeconds: number): void {
  setCachePolicy(ctx, snapshot, maxAgeSeconds);
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = body;
}
