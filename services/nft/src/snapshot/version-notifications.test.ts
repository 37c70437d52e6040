import { randomBytes } from 'node:crypto';
import { createDb, createLogger, createRedis, type Db, type Redis } from '@nacho/core';
import { describeWithRedis, TEST_REDIS_URL, testConfig } from '@nacho/core/testing';
import { publishCollectionVersion } from '@nacho/db';
import { eachDatabase } from '@nacho/db/testing';
import {
  clearCollection,
  insertFixtureCollection,
  markSyncDone,
  WALLET_A,
  WALLET_D,
} from '../testing/fixture-collection';
import { createNftService, type NftService } from '../service';

const HOUR = 3_600_000;
const config = testConfig();
const logger = createLogger(config);

/** Waits for `condition` by re-checking on every turn of the event loop's timers, up to `limitMs`. */
async function until(what: string, condition: () => boolean, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** What a sync publishes: token 11 moves from D to A, and the version goes up, in one transaction. */
async function publishTransfer(db: Db, version: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('tokens').where({ token_id: 11 }).update({ owner: WALLET_A });
    await markSyncDone(trx, version);
  });
}

const ownerOf11 = async (service: NftService) => (await service.snapshot.current()).tokenById.get(11)?.owner;

describeWithRedis('nft replicas pick up a new collection_version without a request', () => {
  eachDatabase('two nft service instances on one database', (ctx) => {
    let replicaDbs: Db[] = [];
    let redis: Redis;
    let services: NftService[] = [];
    const channel = `nacho-test:collection-version:${process.pid}:${randomBytes(4).toString('hex')}`;

    beforeAll(() => {
      redis = createRedis({ redisUrl: TEST_REDIS_URL })!;
    });
    beforeEach(async () => {
      await clearCollection(ctx.db());
      await insertFixtureCollection(ctx.db());
      replicaDbs = [0, 1].map(() => createDb({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir() }));
    });
    afterEach(async () => {
      await Promise.all(services.map((s) => s.close()));
      await Promise.all(replicaDbs.map((db) => db.destroy()));
      services = [];
    });
    afterAll(() => redis.quit());

    const start = async (options: { redis?: Redis; pollIntervalMs: number }) => {
      services = replicaDbs.map((db) =>
        createNftService({
          config,
          logger,
          db,
          redis: options.redis,
          versionChannel: channel,
          checkIntervalMs: HOUR,
          pollIntervalMs: options.pollIntervalMs,
          warmUp: false,
        }),
      );
      await Promise.all(services.map((s) => s.ready()));
      await Promise.all(services.map((s) => s.snapshot.refresh()));
      expect(services.map((s) => s.snapshot.servedVersion)).toEqual([1, 1]);
    };

    it('reload on the Redis announcement of the worker (no request, no poll)', async () => {
      await start({ redis, pollIntervalMs: HOUR });
      await publishTransfer(ctx.db(), 2);
      await publishCollectionVersion(redis, 2, channel);
      await until('both replicas to serve version 2', () => services.every((s) => s.snapshot.servedVersion === 2));
      expect(await Promise.all(services.map(ownerOf11))).toEqual([WALLET_A, WALLET_A]);
    });

    it('reload from the background version poll when there is no announcement', async () => {
      await start({ pollIntervalMs: 50 });
      expect(await ownerOf11(services[0])).toBe(WALLET_D);
      await publishTransfer(ctx.db(), 2);
      await until('both replicas to serve version 2', () => services.every((s) => s.snapshot.servedVersion === 2));
      expect(await Promise.all(services.map(ownerOf11))).toEqual([WALLET_A, WALLET_A]);
    });
  });
});
