import type { Db } from '@nacho/core';
import { clearContest, openServerDatabase } from './contest-seed';
import { waitForSyncedCollection } from './demo-collection';

/**
 * For a browser suite: once the demo collection is synced, an empty contest (other browser tests
 * like NFTs and decide months on the same server), then what `seed` adds. The database stays open
 * for the suite's tests and is closed after them; the returned function gives it inside a test.
 */
export function emptyContestForSuite(
  baseUrl: string,
  seed: (db: Db) => Promise<void> = async () => undefined,
): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    await waitForSyncedCollection(baseUrl);
    db = openServerDatabase();
    await clearContest(db);
    await seed(db);
  }, 70_000);
  afterAll(() => db?.destroy());
  return () => db!;
}
