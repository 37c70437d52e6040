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
