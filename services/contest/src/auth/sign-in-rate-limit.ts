import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, type Redis } from '@nacho/core';

export interface SignInRateLimitOptions {
  /** Sign-in calls (challenges, verifies, OIDC starts) one IP may make per window. */
  points: number;
  windowSeconds: number;
  keyPrefix: string;
}

export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimitOptions = {
  points: 30,
  windowSeconds: 600,
  keyPrefix: 'nacho:sign-in',
};

/**
 * Per client IP (ctx.ip: from X-Forwarded-For only with TRUST_PROXY). In Redis when configured,
 * so all replicas share one count; in memory otherwise. 429 with Retry-After when used up.
 */
export function signInRateLimit(options: SignInRateLimitOptions, redis?: Redis): Middleware {
  const base = { points: options.points, duration: options.windowSeconds, keyPrefix: options.keyPrefix };
  const limiter = redis
    ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: new RateLimiterMemory(base) })
    : new RateLimiterMemory(base);
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip || 'unknown');
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      throw new HttpError(
        429,
        'too_many_sign_in_attempts',
        `Too many sign-in attempts from this address; try again in ${seconds} s`,
      );
    }
    return next();
  };
}
