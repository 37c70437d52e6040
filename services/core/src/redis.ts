import { Redis } from 'ioredis';
import type { Config } from './config';

export type { Redis };

export interface RedisOptions {
  /**
   * Commands issued in one event-loop turn go out in one write (ioredis auto-pipelining): for a
   * connection that serves requests (sessions, rate limits), not for one BullMQ blocks on.
   */
  autoPipelining?: boolean;
}

/** maxRetriesPerRequest null is what BullMQ requires of its connections. */
export function createRedis(config: Pick<Config, 'redisUrl'>, options: RedisOptions = {}): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, {
    maxRetriesPerRequest: null,
    lazyConnect: false,
    enableAutoPipelining: options.autoPipelining ?? false,
  });
}
