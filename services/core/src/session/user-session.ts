import type { Context } from 'koa';
import { HttpError } from '../http/errors';

/** Whether this response may carry the session cookie (production sends it only over HTTPS). */
export function sessionCookieAllowed(ctx: Context, production: boolean): boolean {
  return !production || ctx.secure || (ctx.cookies as unknown as { secure?: boolean }).secure === true;
}

/**
 * Signs the session in as `userId` under a new session id (the old id is destroyed in the store,
 * so a planted or leaked pre-sign-in id is worthless). A passcode admin grant stays; an admin Lock
 * ends here: the user has just proved who they are, so ADMIN_WALLETS applies to them again.
 */
export async function startUserSession(ctx: Context, userId: string, production: boolean): Promise<void> {
  if (!sessionCookieAllowed(ctx, production)) {
    throw new HttpError(400, 'https_required', 'Sign-in needs HTTPS (behind a TLS proxy set TRUST_PROXY=true)');
  }
  const session = ctx.session;
  delete session.oidcFlow;
  delete session.oidcReturnTo;
  delete session.oidcIdToken;
  delete session.oidcProviderSignOut;
  delete session.adminLocked;
  session.userId = userId;
  await session.regenerate();
}

/** Destroys the session in the store and clears the cookie; the next request starts a new session. */
export function endUserSession(ctx: Context): void {
  ctx.session = null;
}
