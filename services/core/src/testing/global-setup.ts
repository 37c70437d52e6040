import { probePostgres, probeRedis, TEST_PG_URL, TEST_REDIS_URL } from './services';

/** Jest global setup for the node project: probe the real services once; CI=true demands them. */
export default async function globalSetup(): Promise<void> {
  const [pg, redis] = await Promise.all([probePostgres(), probeRedis()]);
  const missing: string[] = [];
  if (!pg.available) missing.push(`PostgreSQL at ${TEST_PG_URL}: ${pg.reason}`);
  if (!redis.available) missing.push(`Redis at ${TEST_REDIS_URL}: ${redis.reason}`);
  if (missing.length && process.env.CI === 'true') {
    throw new Error(`CI=true but required test services are down:\n  ${missing.join('\n  ')}`);
  }
  for (const m of missing) console.warn(`[tests] skipping tests that need ${m}`);
  process.env.NACHO_TEST_PG = pg.available ? 'yes' : pg.reason;
  process.env.NACHO_TEST_REDIS = redis.available ? 'yes' : redis.reason;
}
