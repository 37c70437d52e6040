import type { Context, Middleware } from 'koa';
import { likes, registerOnUse, signIns } from './registry';

/** The error code of an answer: a thrown error's code, or the {error:{code}} body a handler set. */
function refusalCode(ctx: Context, error: unknown): string {
  if (error !== undefined) {
    const code = (error as { code?: unknown }).code;
    const status = (error as { status?: unknown }).status;
    if (typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) && typeof status === 'number' && status < 500)
      return code;
    return 'error';
  }
  if (ctx.status >= 500) return 'error';
  const code = (ctx.body as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : `status_${ctx.status}`;
}

/** Runs the rest of the route and hands its outcome (undefined = success, else the refusal code) to `record`. */
function countOutcome(isSuccess: (ctx: Context) => boolean, record: (refusal: string | undefined) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      record(refusalCode(ctx, error));
      throw error;
    }
    record(isSuccess(ctx) ? undefined : refusalCode(ctx, undefined));
  };
}

/**
 * Route middleware for the like endpoint: counts nacho_likes_total{outcome, reason}, accepted (2xx)
 * or refused with the answer's error code (already_liked, daily_limit_reached, sign_in_required, ...).
 */
export function countLikes(): Middleware {
  registerOnUse(likes);
  // The usual outcomes exist from the start (at 0), so rates and alerts have a series to work on.
  for (const labels of [
    { outcome: 'accepted', reason: 'ok' },
    { outcome: 'refused', reason: 'already_liked' },
    { outcome: 'refused', reason: 'daily_limit_reached' },
  ])
    likes.inc(labels, 0);
  return countOutcome(
    (ctx) => ctx.status < 300,
    (refusal) =>
      likes.inc(
        refusal === undefined ? { outcome: 'accepted', reason: 'ok' } : { outcome: 'refused', reason: refusal },
      ),
  );
}

/**
 * Route middleware for a sign-in endpoint: counts nacho_sign_ins_total{method, outcome}, "success"
 * or the refusal code. `isSuccess` decides for answers that are not errors (default: a 2xx; a
 * redirecting OIDC callback passes its own test).
 */
export function countSignIns(
  method: string,
  isSuccess: (ctx: Context) => boolean = (ctx) => ctx.status < 300,
): Middleware {
  registerOnUse(signIns).inc({ method, outcome: 'success' }, 0);
  return countOutcome(isSuccess, (refusal) => signIns.inc({ method, outcome: refusal ?? 'success' }));
}

/** Counts one sign-in outcome directly (where a route answers with a redirect rather than an error). */
export function recordSignIn(method: string, outcome: string): void {
  registerOnUse(signIns).inc({ method, outcome });
}
