import type { Redis } from '../redis';
import type { SessionStore } from './session-store';

/**
 * A session whose data did not change is saved only to move its expiry (koa-session `renew`). This
 * process moves it at most once a minute per session (as the table store does), so even a store
 * used with per-request saves costs one Redis write a minute per active user.
 */
const TOUCH_GRANULARITY_MS = 60_000;
/** Sessions whose last touch this process remembers; forgotten all at once when full (a touch too many is harmless). */
const MAX_REMEMBERED_TOUCHES = 100_000;

/** Sessions as Redis strings with a TTL: Redis drops idle ones itself. */
export function createRedisSessionStore(
  redis: Redis,
  keyPrefix = 'nacho:sess:',
  now: () => number = Date.now,
): SessionStore {
  const key = (sid: string) => `${keyPrefix}${sid}`;
  const touchedAt = new Map<string, number>();
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
    async set(sid, sess, maxAgeMs, { changed }) {
      const ttl = Math.max(1, Math.round(maxAgeMs));
      if (!changed) {
        const last = touchedAt.get(sid);
        if (last !== undefined && now() - last < TOUCH_GRANULARITY_MS) return;
        if (touchedAt.size >= MAX_REMEMBERED_TOUCHES) touchedAt.clear();
        touchedAt.set(sid, now());
        // XX: only touch: a session destroyed meanwhile (sign-out in another tab) must stay destroyed.
        await redis.set(key(sid), JSON.stringify(sess), 'PX', ttl, 'XX');
        return;
      }
      touchedAt.set(sid, now());
      await redis.set(key(sid), JSON.stringify(sess), 'PX', ttl);
    },
    async destroy(sid) {
      touchedAt.delete(sid);
      await redis.del(key(sid));
    },
  };
}
