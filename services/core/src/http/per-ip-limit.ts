import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { redisDown, type Redis } from '../redis';
import { HttpError } from './errors';

export interface PerIpLimitOptions {
  /** Names the limit in Redis keys (nacho:per-ip:{name}:...), e.g. "preview-renders". */
  name: string;
  /** What one address may do per window. */
  points: number;
  windowSeconds: number;
  /** The count is shared by every replica when given; this process's memory otherwise. */
  redis?: Redis;
  /** A Redis that does not answer within this counts in this process's memory instead (default 250 ms). */
  redisTimeoutMs?: number;
}

export type PerIpTake = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface PerIpLimit {
  /** Takes `points` from the address's allowance (ctx.ip: X-Forwarded-For only with TRUST_PROXY). */
  take(ip: string, points?: number): Promise<PerIpTake>;
}

/** Groups of an IPv6 address, the "::" filled in; undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (!isIPv6(address)) return undefined;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const filled = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return filled.map((g) => g.replace(/^0+(?=.)/, ''));
}

/**
 * The key an address counts under: an IPv4 address (also written IPv4-mapped, ::ffff:1.2.3.4) as
 * itself, an IPv6 address by its /64, the network one subscriber gets (limits per single IPv6
 * address would give everyone 2^64 allowances). Anything else as given.
 */
export function perIpKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address || 'unknown';
}

/**
 * A per-IP allowance of `points` a window (rate-limiter-flexible): in Redis when configured, so all
 * replicas share one count, with this process's memory standing in while Redis is down or slow.
 */
export function createPerIpLimit(options: PerIpLimitOptions): PerIpLimit {
  const base = { points: options.points, duration: options.windowSeconds, keyPrefix: `nacho:per-ip:${options.name}` };
  const memory = new RateLimiterMemory(base);
  const { redis } = options;
  const shared = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({ ...base, storeClient: redis }),
        timeoutMs: options.redisTimeoutMs ?? 250,
        insuranceLimiter: memory,
      })
    : undefined;
  return {
    async take(ip, points = 1) {
      try {
        await (shared && redis && !redisDown(redis) ? shared : memory).consume(perIpKey(ip), points);
        return { allowed: true };
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
      }
    },
  };
}

/** The 429 of a per-IP limit: Retry-After set on ctx, the error for the JSON answer thrown by the caller. */
export function tooManyFromAddress(
  ctx: Pick<Context, 'set'>,
  retryAfterSeconds: number,
  code: string,
  message: string,
): HttpError {
  ctx.set('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, code, message);
}
