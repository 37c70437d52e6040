import { Redis } from 'ioredis';
import type { Config } from './config';

export type { Redis };

/**
 * maxRetriesPerRequest null is what BullMQ requires of its connections. No auto-pipelining: it
 * made no difference to likes/s, and each auto-pipeline is an object that waits for Redis's answer
 * and so outlives young collections (RELIABILITY.md, Soak).
 */
export function createRedis(config: Pick<Config, 'redisUrl'>): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
}

/**
 * Redis is known to be down (no wait for it). While still connecting (a fresh replica) it is not:
 * a command waits its turn, within the caller's timeout.
 */
export const redisDown = (redis: Redis) => ['reconnecting', 'close', 'end'].includes(redis.status);

/** A Redis call that does not answer in time (Redis down: ioredis queues commands until it is back) fails. */
export function withinRedisTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
