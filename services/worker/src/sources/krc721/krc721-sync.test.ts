import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { DEFAULT_STAKING_POWER } from '@nacho/domain';
import { rankOpenRarity } from '../../derive/open-rarity';
import { countedTraits } from '../../derive/traits';
import { runCollectionSync } from '../../sync/run-collection-sync';
import { readSyncStatus } from '../../sync/sync-state';
import { sampleOfTokens } from '../../testing/sample-of-tokens';
import { countRows, tableRows } from '../../testing/table-snapshot';
import { generateDemoCollection } from '../demo';
import { demoSnapshot } from '../demo-source';
import { createKrc721Source } from './krc721-source';
import { serveMetadata, startFakeGateway, type FakeGateway } from './testing/fake-gateway';
import { startFakeIndexer, type FakeIndexer } from './testing/fake-indexer';

const collection = demoSnapshot(generateDemoCollection({ seed: 'krc721-e2e', endAt: Date.UTC(2025, 0, 1) }));
/** The walks that break off need no 10,000 tokens: 1,000 of them are 20 pages of 50 owners. */
const sample = sampleOfTokens(collection, 1000);
/** The offset query of the 8th of those 20 pages. */
const PAGE_8 = `offset=${sample.tokens[7 * 50 - 1].opScoreMod}&`;
const CID = collection.info.buri!.slice('ipfs://'.length);
const MISSING = 4242;
const FLAKY_ON_FIRST_GATEWAY = (tokenId: number) => tokenId % 100 === 0;

/** Acceptance: the krc721 source syncs a 10,000-token collection end to end from local servers. */
eachDatabase('krc721 collection sync of 10,000 NFTs', (ctx) => {
  let indexer: FakeIndexer;
  let gateways: FakeGateway[];
  const config = testConfig({ COLLECTION_SOURCE: 'krc721' });

  beforeAll(async () => {
    indexer = await startFakeIndexer({
      info: collection.info,
      // Mixed-case owners as a source might send them; the sync stores them lower-case.
      tokens: collection.tokens.map((t) => ({
        tokenId: t.tokenId,
        owner: t.owner.replace('kaspa:q', 'kaspa:Q'),
        opScoreMod: t.opScoreMod,
      })),
    });
    const metadata = new Map([...collection.metadata].filter(([id]) => id !== MISSING));
    const serve = serveMetadata(CID, metadata);
    gateways = [
      await startFakeGateway('first', (cid, id) =>
        FLAKY_ON_FIRST_GATEWAY(id) ? { kind: 'status', status: 500 } : serve(cid, id),
      ),
      await startFakeGateway('second', serve),
    ];
  });
  afterAll(() => Promise.all([indexer.close(), ...gateways.map((g) => g.close())]));

  it('stores tokens, owners, metadata and derived tables, surviving a 429, a failing gateway and a missing token', async () => {
    indexer.inject('/owners/NACHO?offset=', { status: 429, headers: { 'retry-after': '0' } });
    const source = createKrc721Source({
      apiUrls: [indexer.url],
      network: 'mainnet',
      tick: 'NACHO',
      ipfsGateways: gateways.map((g) => g.gatewayUrl),
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    const result = await runCollectionSync({
      config,
      logger: createLogger(config),
      db: ctx.db(),
      source,
      metadataConcurrency: 64,
    });

    expect(result).toMatchObject({
      outcome: 'synced',
      collectionVersion: 1,
      tokens: { listed: 10000, inserted: 10000 },
      metadata: { needed: 10000, fetched: 9999, missing: 1, failed: 0 },
    });
    expect(indexer.requests.filter((r) => r.includes('/owners/'))).toHaveLength(200 + 1);
    // The second gateway served every token the first failed (a slow answer may also be hedged there).
    const flaky = collection.tokens.map((t) => t.tokenId).filter(FLAKY_ON_FIRST_GATEWAY);
    expect(gateways[1].requests).toEqual(expect.arrayContaining([...flaky, MISSING].map((id) => `/ipfs/${CID}/${id}`)));

    const db = ctx.db();
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'done', done: 10000, total: 10000 });
    expect(await db('collection_info').first()).toMatchObject({
      tick: 'NACHO',
      buri: collection.info.buri,
      minted: '10000',
    });
    const tokens = await tableRows(db, 'tokens');
    expect(tokens).toHaveLength(10000);
    expect(tokens.every((t, i) => t.owner === collection.tokens[i].owner && t.staking_power === null)).toBe(true);
    expect(await countRows(db, 'nft_metadata')).toBe(9999);

    const expected = rankOpenRarity(
      [...collection.metadata]
        .filter(([tokenId]) => tokenId !== MISSING)
        .map(([tokenId, m]) => ({ tokenId, traits: countedTraits(m.attributes) })),
    );
    const ranks = new Map((await tableRows(db, 'nft_rarity')).map((r) => [r.token_id, r.rank]));
    expect(ranks.size).toBe(9999);
    expect(expected.every((r) => ranks.get(r.token_id) === r.rank)).toBe(true);

    const holders = await tableRows(db, 'holders');
    expect(holders.reduce((n, h) => n + (h.token_count as number), 0)).toBe(10000);
    expect(holders.every((h) => h.total_power === (h.token_count as number) * DEFAULT_STAKING_POWER)).toBe(true);
  }, 120_000);
});

/** Issue 9: a 404 on page 37 of 200 once ended the walk and deleted the 8,150 tokens after it (here page 8 of 20). */
eachDatabase('krc721 re-sync whose owners walk breaks off', (ctx) => {
  let indexer: FakeIndexer;
  let gateway: FakeGateway;
  const config = testConfig({ COLLECTION_SOURCE: 'krc721' });
  const sync = () =>
    runCollectionSync({
      config,
      logger: createLogger(config),
      db: ctx.db(),
      metadataConcurrency: 64,
      source: createKrc721Source({
        apiUrls: [indexer.url],
        network: 'mainnet',
        tick: 'NACHO',
        ipfsGateways: [gateway.gatewayUrl],
        retry: { baseDelayMs: 1, maxDelayMs: 5 },
      }),
    });
  const published = async () =>
    Promise.all(['tokens', 'holders', 'nft_rarity', 'collection_info'].map((t) => tableRows(ctx.db(), t)));

  beforeAll(async () => {
    indexer = await startFakeIndexer({ info: sample.info, tokens: sample.tokens });
    gateway = await startFakeGateway('gw', serveMetadata(CID, sample.metadata));
    await sync();
  }, 120_000);
  afterAll(() => Promise.all([indexer.close(), gateway.close()]));

  it.each([
    ['a 404 in the middle', { status: 404, body: 'not found' }, 1, /page 8 answered 404 not found/],
    ['a 503 on every retry', { status: 503 }, 5, /page 8 answered HTTP 503/],
    ['an HTML page on every retry', { fault: 'html' as const }, 5, /page 8 failed: not a valid indexer answer/],
  ])(
    'fails on %s, changes nothing and keeps the version; the next sync goes through',
    async (_name, answer, times, reason) => {
      const before = await published();
      const { collectionVersion } = await readSyncStatus(ctx.db());
      indexer.inject(PAGE_8, answer, times);
      await expect(sync()).rejects.toThrow(reason);
      const status = await readSyncStatus(ctx.db());
      expect(status).toMatchObject({ phase: 'error', collectionVersion });
      expect(status.lastError).toMatch(/^token list of NACHO incomplete: page 8/);
      expect(status.lastError).not.toMatch(/http:/);
      expect(await published()).toEqual(before);

      expect(await sync()).toMatchObject({ outcome: 'synced', changed: false, collectionVersion });
      expect(await readSyncStatus(ctx.db())).toMatchObject({ phase: 'done', lastError: null });
    },
    120_000,
  );
});

/** Metadata is fetched while the owners are walked; a walk that breaks off still publishes nothing. */
eachDatabase('krc721 first sync whose owners walk breaks off', (ctx) => {
  let indexer: FakeIndexer;
  let gateway: FakeGateway;
  const config = testConfig({ COLLECTION_SOURCE: 'krc721' });
  const sync = async () => {
    const source = createKrc721Source({
      apiUrls: [indexer.url],
      network: 'mainnet',
      tick: 'NACHO',
      ipfsGateways: [gateway.gatewayUrl],
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    try {
      return await runCollectionSync({
        config,
        logger: createLogger(config),
        db: ctx.db(),
        metadataConcurrency: 64,
        source,
      });
    } finally {
      await source.close?.();
    }
  };
  const metadataRequests = () => gateway.requests.length;

  beforeAll(async () => {
    indexer = await startFakeIndexer({ info: sample.info, tokens: sample.tokens });
    gateway = await startFakeGateway('gw', serveMetadata(CID, sample.metadata));
  });
  afterAll(() => Promise.all([indexer.close(), gateway.close()]));

  it('keeps what it staged while walking unpublished, and the next sync fetches only the rest', async () => {
    indexer.inject(PAGE_8, { status: 503 }, 5);
    await expect(sync()).rejects.toThrow(/page 8 answered HTTP 503/);
    expect(await readSyncStatus(ctx.db())).toMatchObject({ phase: 'error', collectionVersion: 0 });
    expect(await countRows(ctx.db(), 'tokens')).toBe(0);
    expect(await countRows(ctx.db(), 'nft_metadata')).toBe(0);
    // Staged while walking: only tokens of the 7 pages read, and at least some of them.
    const staged = (await tableRows(ctx.db(), 'nft_metadata_staged')).map((row) => Number(row.token_id));
    const listedBeforeTheBreak = new Set(sample.tokens.slice(0, 7 * 50).map((t) => t.tokenId));
    expect(staged.length).toBeGreaterThan(0);
    expect(staged.every((id) => listedBeforeTheBreak.has(id))).toBe(true);

    const requestsBefore = metadataRequests();
    expect(await sync()).toMatchObject({
      outcome: 'synced',
      collectionVersion: 1,
      metadata: { needed: sample.tokens.length - staged.length, fetched: sample.tokens.length - staged.length },
    });
    // Every request of the second sync was for a document not staged (a slow answer may be asked twice).
    const asked = new Set(gateway.requests.slice(requestsBefore));
    expect(asked.size).toBe(sample.tokens.length - staged.length);
    expect(staged.some((id) => asked.has(`/ipfs/${CID}/${id}`))).toBe(false);
    expect(await countRows(ctx.db(), 'nft_metadata')).toBe(sample.tokens.length);
    expect(await countRows(ctx.db(), 'nft_metadata_staged')).toBe(0);
  }, 120_000);
});
