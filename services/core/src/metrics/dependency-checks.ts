import type { Db } from '../db';
import type { Redis } from '../redis';
import { databaseUp, onScrape, redisUp, registerOnUse } from './registry';

/** How long a scrape waits for the database or Redis to answer before it counts it as down. */
export const UP_CHECK_TIMEOUT_MS = 1_500;

async function answersWithin(work: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work().then(
        () => true as const,
        () => false as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** nacho_database_up: "select 1" at each scrape. Returns the function that stops checking. */
export function checkDatabaseOnScrape(db: Db): () => void {
  return onScrape(async () => {
    databaseUp.set((await answersWithin(() => db.raw('select 1'), UP_CHECK_TIMEOUT_MS)) ? 1 : 0);
  });
}

/**
 * nacho_redis_up: PING at each scrape. A client that is not connected counts as down at once: it
 * would only queue the PING until Redis is back.
 */
export function checkRedisOnScrape(redis: Redis): () => void {
  registerOnUse(redisUp);
  return onScrape(async () => {
    const up = redis.status === 'ready' && (await answersWithin(() => redis.ping(), UP_CHECK_TIMEOUT_MS));
    redisUp.set(up ? 1 : 0);
  });
}
