import type { Redis } from '../redis';
import type { SessionStore } from './session-store';

/** Sessions as Redis strings with a TTL: Redis drops idle ones itself. */
export function createRedisSessionStore(redis: Redis, keyPrefix = 'nacho:sess:'): SessionStore {
  const key = (sid: string) => `${keyPrefix}${sid}`;
  return {
    async get(sid) {
      const raw = await redis.get(key(sid));
      if (!raw) return undefined;
      try {
        return JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    async set(sid, sess, maxAgeMs) {
      await redis.set(key(sid), JSON.stringify(sess), 'PX', Math.max(1, Math.round(maxAgeMs)));
    },
    async destroy(sid) {
      await redis.del(key(sid));
    },
  };
}
