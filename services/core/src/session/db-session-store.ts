import type { Db } from '../db';
import type { SessionStore } from './session-store';

/**
 * A session whose data did not change is saved only to move its expiry (koa-session `renew`). The
 * row's expiry is moved only if it is at least this much behind, so even per-request saves cause
 * one small UPDATE a minute per active user.
 */
const TOUCH_GRANULARITY_MS = 60_000;

/** Sessions in the `sessions` table (sid, sess JSON, expire epoch ms): the store without Redis. */
export function createDbSessionStore(db: Db, now: () => number = Date.now): SessionStore {
  return {
    async get(sid) {
      const row = await db('sessions').where({ sid }).andWhere('expire', '>', now()).first('sess');
      if (!row) return undefined;
      try {
        return JSON.parse(row.sess as string) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    async set(sid, sess, maxAgeMs, { changed }) {
      const expire = now() + maxAgeMs;
      if (!changed) {
        // Only touch: a session destroyed meanwhile (sign-out in another tab) must stay destroyed.
        await db('sessions')
          .where({ sid })
          .andWhere('expire', '<', expire - TOUCH_GRANULARITY_MS)
          .update({ expire, sess: JSON.stringify(sess) });
        return;
      }
      await db('sessions')
        .insert({ sid, sess: JSON.stringify(sess), expire })
        .onConflict('sid')
        .merge(['sess', 'expire']);
    },
    async destroy(sid) {
      await db('sessions').where({ sid }).del();
    },
  };
}

/** Deletes expired sessions; returns how many. Run it periodically (the worker's session-cleanup job does). */
export async function cleanupExpiredSessions(db: Db, now: number = Date.now()): Promise<number> {
  return db('sessions').where('expire', '<=', now).del();
}
