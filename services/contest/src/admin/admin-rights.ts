import type { SessionUser } from '@nacho/core';

/** An admin session lasts 12 hours from the passcode sign-in. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/** What the admin sign-in keeps in the session (koa-session's ctx.session). */
export interface AdminSessionData {
  /** Epoch ms until which this session is an admin session. */
  adminUntil?: number;
}

/**
 * The rule behind ctx.state.isAdmin, for the session middleware: a passcode admin session that has
 * not expired, or a user signed in with one of the ADMIN_WALLETS.
 */
export function hasAdminRights(
  session: AdminSessionData | null | undefined,
  user: Pick<SessionUser, 'address' | 'method'> | undefined,
  adminWallets: readonly string[],
  now: number,
): boolean {
  if (typeof session?.adminUntil === 'number' && session.adminUntil > now) return true;
  return Boolean(user?.method === 'wallet' && user.address && adminWallets.includes(user.address.toLowerCase()));
}
