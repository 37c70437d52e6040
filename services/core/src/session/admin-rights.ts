import type { SessionUser } from '../http/guards';
import type { SessionData } from './session-data';

/** An admin session opened with the passcode lasts 12 hours. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * The admin rule behind ctx.state.isAdmin (loadSessionUser applies it to every request): a
 * passcode grant that has not expired, or a user signed in with a wallet listed in ADMIN_WALLETS
 * whose session has not been locked since that wallet sign-in.
 */
export function sessionHasAdminRights(
  session: Pick<SessionData, 'adminUntil' | 'adminLocked'> | null | undefined,
  user: Pick<SessionUser, 'address' | 'method'> | undefined,
  adminWallets: ReadonlySet<string>,
  now: number,
): boolean {
  if (typeof session?.adminUntil === 'number' && session.adminUntil > now) return true;
  if (session?.adminLocked === true) return false;
  return user?.method === 'wallet' && typeof user.address === 'string' && adminWallets.has(user.address.toLowerCase());
}
