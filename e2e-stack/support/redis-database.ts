import { Redis } from 'ioredis';

/**
 * The stack tests' Redis databases are 8-15 of the machine's Redis (the unit tests use DB 0 with
 * their own key prefixes, `npm run stack:local` DB 1). A run claims one with a key set only if
 * absent, so parallel runs never share one; leftovers of a run that died are its own stale keys.
 */
const FIRST = 8;
const LAST = 15;
const CLAIM_KEY = 'nacho-stack-test:claim';

export async function claimRedisDatabase(
  baseUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
): Promise<string> {
  for (let db = FIRST; db <= LAST; db++) {
    const url = `${baseUrl.replace(/\/\d*$/, '')}/${db}`;
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    try {
      if ((await redis.set(CLAIM_KEY, String(process.pid), 'EX', 6 * 3600, 'NX')) === 'OK') {
        await removeKeys(redis, (key) => key !== CLAIM_KEY);
        return url;
      }
    } finally {
      redis.disconnect();
    }
  }
  throw new Error(`every Redis database ${FIRST}-${LAST} is claimed by another stack test run (key ${CLAIM_KEY})`);
}

/** Removes this run's keys, the claim last. */
export async function releaseRedisDatabase(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await removeKeys(redis, (key) => key !== CLAIM_KEY);
    await redis.del(CLAIM_KEY);
  } finally {
    redis.disconnect();
  }
}

async function removeKeys(redis: Redis, keep: (key: string) => boolean): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
    cursor = next;
    const doomed = keys.filter(keep);
    if (doomed.length) await redis.unlink(...doomed);
  } while (cursor !== '0');
}
