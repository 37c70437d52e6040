import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from '@nacho/core';

export const PASSCODE_ATTEMPTS = { points: 5, windowSeconds: 15 * 60 } as const;

export interface PasscodeAttempts {
  /**
   * Books one attempt for `ip` before the passcode is checked, so parallel tries cannot slip past
   * the limit. Returns null when the attempt may go ahead, else the seconds until the window passes.
   */
  take(ip: string): Promise<number | null>;
  /** A correct passcode gives its attempt back: only failures count. */
  giveBack(ip: string): Promise<void>;
}

/**
 * 5 passcode attempts per IP in a fixed 15-minute window. With Redis every replica shares the
 * counter; without it (the embedded single process) the count lives in memory.
 */
export function createPasscodeAttempts({
  redis,
  keyPrefix = 'nacho:admin-passcode',
}: {
  redis?: Redis;
  keyPrefix?: string;
}): PasscodeAttempts {
  const options = { keyPrefix, points: PASSCODE_ATTEMPTS.points, duration: PASSCODE_ATTEMPTS.windowSeconds };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis })
    : new RateLimiterMemory(options);
  return {
    async take(ip) {
      try {
        await limiter.consume(ip);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    async giveBack(ip) {
      await limiter.reward(ip);
    },
  };
}
