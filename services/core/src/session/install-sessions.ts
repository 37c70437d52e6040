import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import createSession from 'koa-session';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Redis } from '../redis';
import { createDbSessionStore } from './db-session-store';
import { createRedisSessionStore } from './redis-session-store';
import { loadSessionUser } from './session-user';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionSetupOptions {
  config: Pick<Config, 'nodeEnv' | 'adminWallets'>;
  db: Db;
  /** With Redis the sessions live there; without, in the `sessions` table. */
  redis?: Redis;
  /** Cookie signing keys: the first signs, every one verifies (rotate by prepending a new key). */
  keys: string[];
  /** Requests that read the session (default: /api/*; static files and health checks never do). */
  appliesTo?: (path: string) => boolean;
  maxAgeMs?: number;
  /** Redis key prefix (tests use a unique one). */
  redisKeyPrefix?: string;
  now?: () => number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The session middleware for createApp's `session` option: koa-session with an external store
 * (httpOnly, SameSite=Lax, Secure in production, 30 days), then ctx.state.user/isAdmin. The session
 * is renewed for another 30 days once less than half of it is left (koa-session `renew`), not on
 * every answer: no cookie is signed and no store write happens on an ordinary request.
 */
export function sessionSetup(options: SessionSetupOptions): (app: Koa) => Middleware[] {
  if (!options.keys.length) throw new Error('sessionSetup needs at least one cookie signing key');
  const production = options.config.nodeEnv === 'production';
  const appliesTo = options.appliesTo ?? ((path: string) => path.startsWith('/api/'));
  const store = options.redis
    ? createRedisSessionStore(options.redis, options.redisKeyPrefix, options.now)
    : createDbSessionStore(options.db, options.now);
  return (app) => {
    app.keys = [...options.keys];
    const koaSession = createSession(
      {
        // __Host- cookies must be Secure, path /, without Domain: no subdomain can plant or read one.
        key: production ? '__Host-nacho.sid' : 'nacho.sid',
        maxAge: options.maxAgeMs ?? SESSION_MAX_AGE_MS,
        renew: true,
        httpOnly: true,
        signed: true,
        sameSite: 'lax',
        secure: production,
        store: {
          get: (sid: string) => store.get(sid),
          set: (sid: string, sess: Record<string, unknown>, maxAge: number, opts: { changed: boolean }) =>
            store.set(sid, sess, maxAge, opts),
          destroy: (sid: string) => store.destroy(sid),
        },
      } as Parameters<typeof createSession>[0],
      app,
    );
    const userLoader = loadSessionUser(options);
    const scoped: Middleware = async (ctx, next) => {
      if (!appliesTo(ctx.path)) return next();
      // Browsers keep Secure cookies on http://localhost, so the local production stack works too.
      if (production && !ctx.secure && LOOPBACK.has(ctx.hostname))
        (ctx.cookies as unknown as { secure: boolean }).secure = true;
      return koaSession(ctx, () => userLoader(ctx, next));
    };
    return [scoped];
  };
}

/** The keys of a service started on its own: SESSION_KEYS (production requires them), else a throwaway dev key. */
export function serviceSessionKeys(config: Pick<Config, 'sessionKeys'>): string[] {
  return config.sessionKeys ?? [randomBytes(32).toString('base64url')];
}
