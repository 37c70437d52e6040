import type { Context } from 'koa';
import { HttpError } from '@nacho/core';

/**
 * The origin a wallet sign-in message names. With PUBLIC_ORIGIN set it is that origin, and a
 * challenge or verify sent to another Host or from another Origin is refused (400): a site that
 * relays the calls under its own name cannot get a message that names it. Unset: the request's
 * Origin header, which mutationGuard has checked to be this site or one of ALLOWED_ORIGINS.
 */
export function signInOrigin(ctx: Pick<Context, 'get' | 'host'>, publicOrigin: string | undefined): string {
  const origin = ctx.get('origin');
  if (!publicOrigin) return origin;
  if (origin !== publicOrigin || ctx.host.toLowerCase() !== new URL(publicOrigin).host) {
    throw new HttpError(400, 'wrong_site', `Sign in on ${publicOrigin}: this request was not addressed to it`);
  }
  return publicOrigin;
}
