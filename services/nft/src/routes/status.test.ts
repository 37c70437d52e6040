import { eachDatabase } from '@nacho/db/testing';
import { FIXTURE_MAX, insertFixtureCollection, setSyncState, WALLET_A } from '../testing/fixture-collection';
import { startNftApi, type NftApi } from '../testing/nft-api';

eachDatabase('nft sync status and collection info', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('reports a finished sync as ready, uncached', async () => {
    const { body, headers } = await api.get('/sync-status');
    expect(body).toEqual({
      message: 'success',
      result: {
        phase: 'done',
        done: 12,
        total: 12,
        percent: 100,
        collectionVersion: 1,
        startedAt: expect.any(Number),
        finishedAt: expect.any(Number),
        lastError: null,
        metadataMissing: 0,
        ready: true,
        // No sync_runs row yet (a database from before them): the last success is sync_state's finished run,
        // long ago by the fixture's clock, so the data counts as out of date.
        lastSuccessAt: expect.any(Number),
        lastFailureAt: null,
        failingSince: null,
        syncIntervalMinutes: 10,
        stale: true,
      },
    });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('reports the progress of a running sync and its last error', async () => {
    await setSyncState(ctx.db(), {
      collection_version: 1,
      phase: 'metadata',
      done: 50,
      total: 200,
      last_error: 'gateway timeout',
    });
    await api.service.snapshot.refresh();
    expect((await api.get('/sync-status')).body.result).toMatchObject({
      phase: 'metadata',
      done: 50,
      total: 200,
      percent: 25,
      collectionVersion: 1,
      lastError: 'gateway timeout',
      ready: true,
    });
  });

  it('answers collection info with totals', async () => {
    const { body } = await api.get('/collection');
    expect(body).toEqual({
      message: 'success',
      result: {
        tick: 'NACHO',
        deployer: WALLET_A,
        royaltyTo: WALLET_A,
        buri: 'ipfs://fixture',
        max: String(FIXTURE_MAX),
        royaltyFee: '2000000000',
        daaMintStart: '1',
        premint: '0',
        txIdRev: 'abc',
        mtsAdd: '1700000000000',
        minted: '12',
        opScoreMod: '999',
        state: 'deployed',
        mtsMod: '1700000000001',
        opScoreAdd: '1',
        collectionVersion: 1,
        totals: {
          maxTokenId: FIXTURE_MAX,
          tokens: 12,
          tokensWithMetadata: 11,
          holders: 4,
          totalStakingPower: 779500,
          uniqueNfts: 1,
          rareNfts: 2,
          traitTypes: 4,
        },
      },
    });
  });
});

eachDatabase('nft before the first sync', (ctx) => {
  let api: NftApi;
  beforeAll(async () => {
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());

  it('reports an idle, not ready collection', async () => {
    expect((await api.get('/sync-status')).body.result).toEqual({
      phase: 'idle',
      done: 0,
      total: 0,
      percent: 0,
      collectionVersion: 0,
      startedAt: null,
      finishedAt: null,
      lastError: null,
      metadataMissing: 0,
      ready: false,
      lastSuccessAt: null,
      lastFailureAt: null,
      failingSince: null,
      syncIntervalMinutes: 10,
      stale: false,
    });
  });

  it('answers empty data that browsers must not keep', async () => {
    const holders = await api.get('/holders');
    expect(holders.body.result).toEqual({
      uniqueHolders: 0,
      avgHoldings: 0,
      topHolderCount: 0,
      totalStakingPower: 0,
      highestWalletPower: 0,
      avgWalletPower: 0,
      topHolders: [],
    });
    expect(holders.headers.get('cache-control')).toBe('no-store');
    expect((await api.get('/tokens')).body.result).toEqual([]);
    expect((await api.get('/holders/page')).body.result).toMatchObject({
      items: [],
      total: 0,
      totalPages: 0,
      hasPowerData: false,
    });
    expect((await api.get('/search/traits?traits=Head=Crown')).body.result).toEqual({ total: 0, nfts: [], prices: {} });
    expect((await api.get('/collection')).body.result).toMatchObject({
      tick: 'NACHO',
      max: null,
      totals: { maxTokenId: 10000, tokens: 0 },
    });
  });

  it('answers 404 for any token id in range', async () => {
    expect((await api.get('/tokens/1')).status).toBe(404);
    expect((await api.get('/metadata/10000')).status).toBe(404);
  });
});

eachDatabase(
  'nft without its tables',
  (ctx) => {
    let api: NftApi;
    beforeAll(async () => {
      api = await startNftApi(ctx.db());
    });
    afterAll(() => api.close());

    it('answers 503 not_ready (not a 500) while the collection cannot be loaded', async () => {
      const { status, body } = await api.get('/holders');
      expect(status).toBe(503);
      expect(body.error.code).toBe('not_ready');
      expect((await api.get('/tokens/1')).status).toBe(503);
    });

    it('still validates input first and serves the OpenAPI document', async () => {
      expect((await api.get('/tokens/abc')).status).toBe(400);
      expect((await api.get('/openapi.json')).status).toBe(200);
    });
  },
  { migrate: false },
);

eachDatabase('nft data freshness (issue 28)', (ctx) => {
  let api: NftApi;
  const MIN = 60_000;
  const runs = (rows: Array<{ minutesAgo: number; outcome: 'synced' | 'failed'; error?: string }>) =>
    ctx
      .db()('sync_runs')
      .insert(
        rows.map((r) => ({
          started_at: Date.now() - r.minutesAgo * MIN - 1000,
          finished_at: Date.now() - r.minutesAgo * MIN,
          outcome: r.outcome,
          error: r.error ?? null,
        })),
      );
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    api = await startNftApi(ctx.db());
  });
  afterAll(() => api.close());
  beforeEach(() => ctx.db()('sync_runs').del());

  it('is fresh while the last sync succeeded within 3 intervals', async () => {
    await runs([
      { minutesAgo: 40, outcome: 'failed', error: 'indexer down' },
      { minutesAgo: 29, outcome: 'synced' },
    ]);
    const result = (await api.get('/sync-status')).body.result;
    expect(result).toMatchObject({
      stale: false,
      syncIntervalMinutes: 10,
      lastSuccessAt: expect.any(Number),
      lastFailureAt: expect.any(Number),
    });
    expect(result.lastSuccessAt).toBeGreaterThan(result.lastFailureAt);
  });

  it('is stale when the last success is older than 3 intervals, even without a failure', async () => {
    await runs([{ minutesAgo: 31, outcome: 'synced' }]);
    expect((await api.get('/sync-status')).body.result).toMatchObject({ stale: true, lastFailureAt: null });
  });

  it('is stale as soon as the last sync failed, and says when', async () => {
    await runs([
      { minutesAgo: 12, outcome: 'synced' },
      { minutesAgo: 7, outcome: 'failed', error: 'indexer down' },
      { minutesAgo: 2, outcome: 'failed', error: 'indexer down' },
    ]);
    const result = (await api.get('/sync-status')).body.result;
    expect(result.stale).toBe(true);
    // "has not answered since": the first failure after the last success.
    expect(Date.now() - result.failingSince).toBeGreaterThan(6 * MIN);
    expect(Date.now() - result.lastFailureAt).toBeLessThan(3 * MIN);
    expect(Date.now() - result.lastSuccessAt).toBeGreaterThan(11 * MIN);
  });
});
