import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { Knex } from 'knex';
import { insertFixtureCollection, markSyncDone, setSyncState, WALLET_A, WALLET_D } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';
import { SnapshotStore } from './snapshot-store';

/** Moves token 11 from wallet D to wallet A, as a sync would, without touching collection_version. */
async function transferToken11(db: Knex): Promise<void> {
  await db('tokens').where({ token_id: 11 }).update({ owner: WALLET_A });
  await db('holders').where({ address: WALLET_A }).update({ token_count: 6, total_power: 528500 });
  await db('holders').where({ address: WALLET_D }).update({ token_count: 1, total_power: 9000 });
}

/** Counts the statements sent to the database while `run` runs, by the table they read. */
async function countQueries(db: Knex, run: () => Promise<void>): Promise<{ syncState: number; collection: number }> {
  const counts = { syncState: 0, collection: 0 };
  const listener = (query: { sql: string }) => {
    if (/sync_state/.test(query.sql)) counts.syncState += 1;
    else if (/\b(tokens|nft_metadata|holders|trait_stats|nft_rarity|special_nfts|collection_info)\b/.test(query.sql))
      counts.collection += 1;
  };
  db.on('query', listener);
  try {
    await run();
  } finally {
    db.removeListener('query', listener);
  }
  return counts;
}

eachDatabase('nft snapshot reload', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  const ownerOf11 = async () => (await api.get('/tokens/11')).body.result.owner;

  it('keeps serving the loaded snapshot while collection_version is unchanged', async () => {
    expect(await ownerOf11()).toBe(WALLET_D);
    await transferToken11(ctx.db());
    await api.service.snapshot.refresh();
    expect(await ownerOf11()).toBe(WALLET_D);
    expect((await api.get(`/wallets/${WALLET_A}`)).body.result.count).toBe(5);
  });

  it('reloads after collection_version goes up', async () => {
    await markSyncDone(ctx.db(), 2);
    const snapshot = await api.service.snapshot.refresh();
    expect(snapshot.version).toBe(2);
    expect(await ownerOf11()).toBe(WALLET_A);
    expect((await api.get(`/wallets/${WALLET_A}`)).body.result).toMatchObject({ count: 6, totalPower: 528500 });
    expect((await api.get('/holders')).headers.get('etag')).toMatch(/^"v2-/);
    expect((await api.get('/sync-status')).body.result.collectionVersion).toBe(2);
  });

  it('notices a new version by itself on a later request', async () => {
    await ctx.db()('tokens').where({ token_id: 11 }).update({ owner: WALLET_D });
    await markSyncDone(ctx.db(), 3);
    let owner = await ownerOf11();
    for (let attempt = 0; attempt < 100 && owner !== WALLET_D; attempt++) {
      await new Promise((r) => setTimeout(r, 50));
      owner = await ownerOf11();
    }
    expect(owner).toBe(WALLET_D);
  });
});

eachDatabase('nft snapshot store', (ctx) => {
  beforeAll(() => insertFixtureCollection(ctx.db()));

  const storeAt = (clock: { now: number }) => {
    const config = testConfig();
    return new SnapshotStore({
      db: ctx.db(),
      logger: createLogger(config),
      collectionTick: 'NACHO',
      now: () => clock.now,
    });
  };

  it('answers requests from memory and reads collection_version at most once a second', async () => {
    const clock = { now: 1_000_000 };
    const store = storeAt(clock);
    await store.refresh();
    const reads = await countQueries(ctx.db(), async () => {
      for (let i = 0; i < 50; i++) {
        clock.now += 10;
        await store.current();
        await store.syncStatus();
      }
    });
    // 500 ms of requests right after a check: no version read, no collection read.
    expect(reads).toEqual({ syncState: 0, collection: 0 });
    clock.now += 1000;
    const later = await countQueries(ctx.db(), async () => {
      for (let i = 0; i < 20; i++) await store.syncStatus();
    });
    expect(later).toEqual({ syncState: 1, collection: 0 });
    await store.close();
  });

  it('loads one snapshot for many concurrent callers (single flight)', async () => {
    const clock = { now: 5_000_000 };
    const store = storeAt(clock);
    const reads = await countQueries(ctx.db(), async () => {
      const snapshots = await Promise.all(Array.from({ length: 20 }, () => store.current()));
      expect(new Set(snapshots).size).toBe(1);
    });
    // One load reads each of the seven collection tables once.
    expect(reads.collection).toBe(7);
    await store.close();
  });

  it('serves the old snapshot while a new one loads, then switches', async () => {
    const clock = { now: 9_000_000 };
    const store = storeAt(clock);
    const old = await store.refresh();
    await setSyncState(ctx.db(), { collection_version: old.version + 1, phase: 'done' });
    clock.now += 2000;
    // This call starts the version check and reload in the background and answers at once.
    expect(await store.current()).toBe(old);
    const fresh = await store.refresh();
    expect(fresh.version).toBe(old.version + 1);
    expect(await store.current()).toBe(fresh);
    await store.close();
  });
});
