import Router from '@koa/router';
import type { Context } from 'koa';
import type { AdminSession } from '@nacho/contracts';
import {
  ADMIN_SESSION_MS,
  countSignIns,
  HttpError,
  parseInput,
  type AppSession,
  type Config,
  type Db,
  type Logger,
  type Redis,
} from '@nacho/core';
import { recordAdminAction } from './audit';
import { bodyOf } from './body-of';
import { createPasscodeAttempts, type PasscodeAttempts } from './passcode-attempts';
import { verifyPasscode } from './passcode';
import { passcodeBody } from './schemas';

export interface AdminSessionDeps {
  config: Pick<Config, 'adminPasscodeHash' | 'adminWallets'>;
  db: Db;
  logger?: Logger;
  /** Shared attempt counter across replicas; memory when absent. */
  redis?: Redis;
  attempts?: PasscodeAttempts;
  now?: () => number;
}

/** koa-session's ctx.session, or null when this app has no session middleware. */
const maybeSession = (ctx: Context): AppSession | null =>
  (ctx as unknown as { session?: AppSession | null }).session ?? null;

function sessionOf(ctx: Context): AppSession {
  const session = maybeSession(ctx);
  if (!session) throw new HttpError(503, 'sessions_unavailable', 'Sessions are not set up on this server');
  return session;
}

/**
 * /api/admin/session: the passcode sign-in (checked against ADMIN_PASSCODE_HASH, 5 failures per
 * IP per 15 minutes), its state and the lock. These are the only /api/admin routes open to all.
 * Every sign-in and every wrong passcode is audited with the client IP (never the passcode).
 */
export function createAdminSessionRouter({ config, db, logger, redis, attempts, now = Date.now }: AdminSessionDeps) {
  const router = new Router({ prefix: '/api/admin' });
  const limiter = attempts ?? createPasscodeAttempts({ redis });

  router.get('/session', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const session: AdminSession = {
      authenticated: Boolean(ctx.state.isAdmin),
      passcodeSignIn: Boolean(config.adminPasscodeHash),
      walletSignIn: config.adminWallets.length > 0,
    };
    ctx.body = session;
  });

  router.post('/session', countSignIns('passcode'), async (ctx) => {
    const { passcode } = parseInput(passcodeBody, bodyOf(ctx));
    if (!config.adminPasscodeHash)
      throw new HttpError(
        403,
        'passcode_sign_in_off',
        'Passcode sign-in is off on this server (ADMIN_PASSCODE_HASH is not set)',
      );
    const ip = ctx.ip || 'unknown';
    const retryAfter = await limiter.take(ip);
    if (retryAfter !== null) {
      ctx.set('Retry-After', String(retryAfter));
      throw new HttpError(
        429,
        'too_many_attempts',
        `Too many wrong passcodes: try again in ${Math.ceil(retryAfter / 60)} min`,
      );
    }
    if (!(await verifyPasscode(passcode, config.adminPasscodeHash))) {
      logger?.warn({ ip }, 'wrong admin passcode');
      await recordAdminAction(db, ctx, now(), { action: 'admin_sign_in_failed', details: { method: 'passcode' } });
      throw new HttpError(401, 'invalid_passcode', 'Invalid passcode provided');
    }
    await limiter.giveBack(ip);
    // A fresh session id, so an id planted before sign-in never becomes an admin session.
    await sessionOf(ctx).regenerate();
    const fresh = sessionOf(ctx);
    const at = now();
    fresh.adminUntil = at + ADMIN_SESSION_MS;
    await recordAdminAction(db, ctx, at, { action: 'admin_sign_in', details: { method: 'passcode' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { authenticated: true, expiresAt: fresh.adminUntil };
  });

  // Lock ends every admin right of this session: the passcode grant, and an ADMIN_WALLETS wallet's
  // until that wallet signs in again (sessionHasAdminRights reads adminLocked).
  router.delete('/session', async (ctx) => {
    const session = maybeSession(ctx);
    const wasAdmin = Boolean(ctx.state.isAdmin);
    if (session) {
      if (session.adminUntil !== undefined) delete session.adminUntil;
      if (ctx.state.user) session.adminLocked = true;
    }
    if (wasAdmin) await recordAdminAction(db, ctx, now(), { action: 'admin_lock' });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { authenticated: false };
  });

  return router;
}
