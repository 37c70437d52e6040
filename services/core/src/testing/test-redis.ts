import { createRedis, type Redis } from '../redis';
import { TEST_REDIS_URL } from './services';

/** Deletes every key that matches the glob `pattern`, by SCAN (a test's leftovers, never KEYS on a shared Redis). */
export async function deleteMatchingKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * A connection to the test Redis for the enclosing describe block: opened before its tests; after
 * them, the keys that match `keyPattern` are deleted and the connection is closed (jest runs
 * afterAll hooks in the order they were declared: one declared later finds it closed).
 */
export function testRedisForSuite(keyPattern: string): () => Redis {
  let redis: Redis | undefined;
  beforeAll(() => {
    redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
  });
  afterAll(async () => {
    if (!redis) return;
    await deleteMatchingKeys(redis, keyPattern);
    await redis.quit();
  });
  return () => redis!;
}
