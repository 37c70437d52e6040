import { redisDown, withinRedisTimeout, type Logger, type Redis } from '@nacho/core';
import { LRUCache } from 'lru-cache';

/**
 * Rendered cards by key (the versioned URL: the same key is always the same picture). One store
 * for every process that renders: Redis when configured, so a card the worker pre-rendered, or one
 * replica rendered, is a hit on every replica; this process's memory otherwise (one process).
 */
export interface CardStore {
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  set(key: string, png: Buffer): Promise<void>;
}

export function createMemoryCardStore(maxBytes: number): CardStore & { size(): { entries: number; bytes: number } } {
  const cards = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length || 1 });
  return {
    get: async (key) => cards.get(key),
    has: async (key) => cards.has(key),
    set: async (key, png) => void cards.set(key, png),
    size: () => ({ entries: cards.size, bytes: cards.calculatedSize }),
  };
}

export const CARD_STORE_PREFIX = 'nacho:preview-card:';

/**
 * Stores a card and keeps the set within its bounds, atomically: the card expires after the TTL,
 * an index (sorted by when each card was stored) with each card's size drops expired cards, then
 * the oldest ones while the total is over the byte budget.
 * KEYS: card, index, sizes, total. ARGV: png, ttl ms, max bytes.
 */
const STORE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
local function drop(member)
  local size = redis.call('HGET', KEYS[3], member)
  if size then
    redis.call('DECRBY', KEYS[4], size)
    redis.call('HDEL', KEYS[3], member)
  end
  redis.call('ZREM', KEYS[2], member)
  redis.call('DEL', member)
end
drop(KEYS[1])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZADD', KEYS[2], now, KEYS[1])
redis.call('HSET', KEYS[3], KEYS[1], string.len(ARGV[1]))
local total = redis.call('INCRBY', KEYS[4], string.len(ARGV[1]))
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - ttl)) do drop(member) end
total = tonumber(redis.call('GET', KEYS[4]))
while total > tonumber(ARGV[3]) do
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0)
  if #oldest == 0 then break end
  drop(oldest[1])
  total = tonumber(redis.call('GET', KEYS[4]))
end
return total`;

export interface RedisCardStoreOptions {
  redis: Redis;
  logger: Logger;
  /** The cards in Redis together stay under this (oldest dropped first); default 64 MB. */
  maxBytes?: number;
  /** A card is dropped this long after it was stored; default one day. */
  ttlMs?: number;
  /** Recent cards also kept in this process's memory (no Redis round trip for a hot card); default 16 MB. */
  localBytes?: number;
  /** Redis must answer within this, or the card counts as not stored (rendered again); default 300 ms. */
  timeoutMs?: number;
  prefix?: string;
}

export function createRedisCardStore(options: RedisCardStoreOptions): CardStore {
  const { redis, logger } = options;
  const prefix = options.prefix ?? CARD_STORE_PREFIX;
  const timeoutMs = options.timeoutMs ?? 300;
  const local = createMemoryCardStore(options.localBytes ?? 16 * 1024 * 1024);
  const meta = [`${prefix}index`, `${prefix}sizes`, `${prefix}total`];
  let lastWarning = 0;
  const warn = (err: unknown, what: string) => {
    // Once a minute at most: a Redis outage under a crawler burst would log every request.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    logger.warn({ err }, `previews: ${what} in Redis failed; cards are rendered again meanwhile`);
  };
  return {
    async get(key) {
      const hit = await local.get(key);
      if (hit || redisDown(redis)) return hit;
      try {
        const png = await withinRedisTimeout(redis.getBuffer(prefix + key), timeoutMs);
        if (png) await local.set(key, png);
        return png ?? undefined;
      } catch (err) {
        warn(err, 'reading a card');
        return undefined;
      }
    },
    async has(key) {
      if (redisDown(redis)) return false;
      try {
        return (await withinRedisTimeout(redis.exists(prefix + key), timeoutMs)) === 1;
      } catch (err) {
        warn(err, 'looking up a card');
        return false;
      }
    },
    async set(key, png) {
      await local.set(key, png);
      if (redisDown(redis)) return;
      try {
        await withinRedisTimeout(
          redis.eval(
            STORE_SCRIPT,
            4,
            prefix + key,
            ...meta,
            png,
            String(options.ttlMs ?? 86_400_000),
            String(options.maxBytes ?? 64 * 1024 * 1024),
          ),
          timeoutMs,
        );
      } catch (err) {
        warn(err, 'storing a card');
      }
    },
  };
}
