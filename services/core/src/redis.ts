import { Redis } from 'ioredis';
import type { Config } from './config';

export type { Redis };

/** maxRetriesPerRequest null is what BullMQ requires of its connections. */
export function createRedis(config: Pick<Config, 'redisUrl'>): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
}
