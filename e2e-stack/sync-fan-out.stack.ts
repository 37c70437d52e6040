import type { Db } from '@nacho/core';
import type { Redis } from 'ioredis';
import { eventually, replicaUrls, stackDb, stackRedis, workerQueue } from './support/stack-harness';

jest.setTimeout(90_000);

async function servedVersion(base: string): Promise<number> {
  const res = await fetch(`${base}/api/nft/collection`);
  const body = (await res.json()) as { result: { collectionVersion: number } };
  return body.result.collectionVersion;
}

describe('a sync published by one worker reaches both nft replicas', () => {
  let db: Db;
  let redis: Redis;
  beforeAll(() => {
    db = stackDb();
    redis = stackRedis();
  });
  afterAll(async () => {
    redis.disconnect();
    await db.destroy();
  });

  it('both replicas serve the new collection version within about a second of the publish', async () => {
    const replicas = replicaUrls('nft');
    const before = Number((await db('sync_state').first('collection_version')).collection_version);
    for (const r of replicas) expect(await servedVersion(r.url)).toBe(before);

    // A token whose owner in the database differs from the source: the next sync corrects it and publishes a new version.
    const token = await db('tokens').first('token_id', 'owner').orderBy('token_id');
    await db('tokens').where({ token_id: token.token_id }).update({ owner: 'kaspa:qstalestalestalestalestalestalestalestalestalestale0' });
    const queue = workerQueue(redis, 'collection-sync');
    try {
      await queue.add('collection-sync', {});
      const publishedAt = await eventually(
        async () => Number((await db('sync_state').first('collection_version')).collection_version) > before && Date.now(),
        'the sync to publish a new version',
        60_000,
        10,
      );
      const seenAfter = await Promise.all(
        replicas.map(async (r) => {
          await eventually(async () => (await servedVersion(r.url)) > before, `${r.name} to serve the new version`, 10_000, 10);
          return { name: r.name, ms: Date.now() - publishedAt };
        }),
      );
      console.log(`new collection version seen after the publish: ${seenAfter.map((s) => `${s.name} ${s.ms} ms`).join(', ')}`);
      // Over Redis pub/sub (the fallback poll is every 15 s): "about a second" includes loading the new snapshot.
      for (const s of seenAfter) expect(s.ms).toBeLessThan(2000);
      const owner = await (await fetch(`${replicas[1]!.url}/api/nft/tokens/${token.token_id}`)).json();
      expect(JSON.stringify(owner)).toContain(token.owner);
    } finally {
      await queue.close();
    }
  });
});
