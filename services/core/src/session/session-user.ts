import DataLoader from 'dataloader';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import type { Db } from '../db';
import type { SessionUser } from '../http/guards';
import { sessionHasAdminRights } from './admin-rights';

/** A users row as the session middleware reads it. */
export interface UserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  kaspa_address: string | null;
  oidc_subject: string | null;
  created_at: number | string;
}

/** "kaspa:qrun…ju6q": the prefix, four characters, an ellipsis and the last four. */
export function shortKaspaAddress(address: string): string {
  const sep = address.indexOf(':');
  const body = address.slice(sep + 1);
  return body.length <= 10 ? address : `${address.slice(0, sep + 1)}${body.slice(0, 4)}…${body.slice(-4)}`;
}

export function toSessionUser(row: UserRow): SessionUser {
  const createdAt = Number(row.created_at);
  if (row.kaspa_address) {
    return {
      id: row.id,
      displayName: shortKaspaAddress(row.kaspa_address),
      address: row.kaspa_address,
      method: 'wallet',
      createdAt,
    };
  }
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  if (row.oidc_subject) {
    return { id: row.id, displayName: name || row.email || 'Signed-in user', address: null, method: 'oidc', createdAt };
  }
  return { id: row.id, displayName: name || 'Demo voter', address: null, method: 'demo', createdAt };
}

const USER_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'kaspa_address', 'oidc_subject', 'created_at'] as const;

/**
 * Fills ctx.state.user from the session's user id and ctx.state.isAdmin from the admin rule
 * (sessionHasAdminRights: the passcode grant, or an ADMIN_WALLETS wallet not locked since its
 * sign-in). Every request reads the users row (nothing is cached across requests, so a deleted
 * user is signed out at once), but the requests that arrive together share one query (a
 * DataLoader batch per event-loop turn).
 */
export function loadSessionUser(deps: {
  db: Db;
  config: Pick<Config, 'adminWallets'>;
  now?: () => number;
}): Middleware {
  const adminWallets = new Set(deps.config.adminWallets.map((a) => a.toLowerCase()));
  const now = deps.now ?? Date.now;
  const users = new DataLoader<string, UserRow | undefined>(
    async (ids) => {
      const rows = (await deps
        .db('users')
        .whereIn('id', [...new Set(ids)])
        .select(...USER_COLUMNS)) as UserRow[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return async (ctx, next) => {
    const session = ctx.session;
    const userId = session?.userId;
    if (typeof userId === 'string') {
      const row = await users.load(userId);
      if (row) ctx.state.user = toSessionUser(row);
    }
    ctx.state.isAdmin = sessionHasAdminRights(session, ctx.state.user, adminWallets, now());
    return next();
  };
}
