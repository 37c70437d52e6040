import type { Middleware } from 'koa';
import { forbidden, HttpError, unauthorized } from './errors';

/** Who is signed in, as the session middleware (identity) puts it on ctx.state.user. */
export interface SessionUser {
  id: string;
  /** Short address ("kaspa:qr…jv0g") or the person's name. */
  displayName: string;
  /** The Kaspa address for wallet users, else null. */
  address: string | null;
  method: 'wallet' | 'oidc' | 'demo';
  /** Epoch ms when the account was created (the suspicious-like rules use it). */
  createdAt: number;
}

declare module 'koa' {
  interface DefaultState {
    /** Set by the session middleware when a user is signed in. */
    user?: SessionUser;
    /** Set by the session middleware when the session is an admin session (passcode or admin wallet). */
    isAdmin?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every POST/PUT/PATCH/DELETE: the Origin header must be the site's own origin (as Koa sees it,
 * honouring X-Forwarded-* only with TRUST_PROXY) or one of ALLOWED_ORIGINS, and a request that
 * carries a body must say it is JSON. Browsers always send Origin on such requests, so a
 * cross-site form or fetch cannot forge one; a missing Origin is refused too.
 */
export function mutationGuard(allowedOrigins: readonly string[] = []): Middleware {
  const allowed = new Set(allowedOrigins);
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method)) return next();
    const origin = ctx.get('origin');
    if (!origin)
      throw new HttpError(403, 'origin_required', 'This request must come from the site (Origin header missing)');
    // Not ctx.origin: Koa 3 answers that from the Origin header itself.
    const own = `${ctx.protocol}://${ctx.host}`;
    if (origin !== own && !allowed.has(origin)) {
      throw new HttpError(403, 'origin_not_allowed', `Requests from ${origin.slice(0, 200)} are not allowed`);
    }
    if (ctx.request.length || ctx.get('transfer-encoding')) {
      if (!ctx.is('application/json'))
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the request body as JSON (Content-Type: application/json)',
        );
    }
    return next();
  };
}

/** 401 unless somebody is signed in. */
export const requireUser: Middleware = async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized('Sign in to continue', 'sign_in_required');
  return next();
};

/** 401 without any session, 403 for a signed-in user who is not an admin. */
export const requireAdmin: Middleware = async (ctx, next) => {
  if (ctx.state.isAdmin) return next();
  if (ctx.state.user) throw forbidden('This needs an admin session', 'admin_required');
  throw unauthorized('Unlock the admin panel first', 'admin_session_required');
};
