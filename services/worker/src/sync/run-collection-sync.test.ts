import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { COLLECTION_TABLES, readSyncHealth, recentSyncRuns } from '@nacho/db';
import { eachDatabase } from '@nacho/db/testing';
import { DEFAULT_STAKING_POWER } from '@nacho/domain';
import { rankOpenRarity } from '../derive/open-rarity';
import { countedTraits } from '../derive/traits';
import { generateDemoCollection } from '../sources/demo';
import { demoSnapshot } from '../sources/demo-source';
import { createInMemorySource, type CollectionSnapshot } from '../sources/in-memory-source';
import type { CollectionSource } from '../sources/types';
import { sampleOfTokens } from '../testing/sample-of-tokens';
import { changedRows, countRows, tableRows } from '../testing/table-snapshot';
import { waitFor } from '../testing/wait-for';
import { runCollectionSync } from './run-collection-sync';
import { readSyncStatus, type SyncStatus } from './sync-state';

const END_AT = Date.UTC(2025, 5, 1);
/** 1,000 NFTs of the demo collection, its 60 specials among them (the krc721 acceptance test syncs all 10,000). */
const TOKENS = 1000;
const demo = generateDemoCollection({ seed: 'sync-test', endAt: END_AT });
const collection = sampleOfTokens(demoSnapshot(demo), TOKENS);
const config = testConfig();
const logger = createLogger(config);
const MISSING_AT_FIRST = 7;
// Each test syncs 1,000 NFTs, some twice; a loaded machine needs more than the default 5 s.
jest.setTimeout(60_000);

function holdersBySize(snapshot: CollectionSnapshot): string[] {
  const counts = new Map<string, number>();
  for (const t of snapshot.tokens) counts.set(t.owner, (counts.get(t.owner) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([owner]) => owner);
}

eachDatabase('runCollectionSync', (ctx) => {
  let snapshot: CollectionSnapshot;
  const sourceOf = (data: CollectionSnapshot, overrides: Partial<CollectionSource> = {}): CollectionSource => ({
    ...createInMemorySource('demo', () => data),
    ...overrides,
  });
  /** The sync status once the running sync has entered `phase`. */
  const waitForPhase = async (phase: SyncStatus['phase']) => {
    let status: SyncStatus | undefined;
    await waitFor(`sync phase ${phase}`, async () => (status = await readSyncStatus(ctx.db())).phase === phase);
    return status!;
  };
  const sync = (source: CollectionSource, extra: Partial<Parameters<typeof runCollectionSync>[0]> = {}) =>
    runCollectionSync({ config, logger, db: ctx.db(), source, ...extra });

  /** Every test starts from an empty collection; those that need a synced one call syncedOnce(). */
  beforeEach(async () => {
    snapshot = sampleOfTokens(demoSnapshot(demo), TOKENS);
    for (const table of COLLECTION_TABLES) await ctx.db()(table).delete();
  });
  /** The state after a first sync of the demo collection whose source lacked MISSING_AT_FIRST's metadata. */
  const syncedOnce = async () => {
    const base = sourceOf(snapshot);
    await sync({
      ...base,
      fetchMetadata: async (tokenId, info) => (tokenId === MISSING_AT_FIRST ? null : base.fetchMetadata(tokenId, info)),
    });
  };

  it('fills every table on the first sync, reporting each phase, and leaves out metadata the source lacks', async () => {
    const seen: SyncStatus[] = [];
    const base = sourceOf(snapshot);
    const source: CollectionSource = {
      ...base,
      async fetchCollectionInfo() {
        seen.push(await readSyncStatus(ctx.db()));
        return base.fetchCollectionInfo();
      },
      async *listTokens() {
        seen.push(await readSyncStatus(ctx.db()));
        yield* base.listTokens();
      },
      async fetchMetadata(tokenId, info) {
        // Metadata is fetched while the walk goes on: the metadata phase begins once the walk is complete.
        if (tokenId === collection.tokens[TOKENS / 2]!.tokenId) seen.push(await waitForPhase('metadata'));
        return tokenId === MISSING_AT_FIRST ? null : base.fetchMetadata(tokenId, info);
      },
    };
    const result = await sync(source, { progressIntervalMs: 0 });

    expect(seen.map((s) => [s.phase, s.total])).toEqual([
      ['collection', 1],
      ['tokens', TOKENS],
      ['metadata', TOKENS],
    ]);
    expect(seen[2].done).toBeGreaterThan(0);
    expect(seen[2].done).toBeLessThan(TOKENS);
    expect(result).toMatchObject({
      outcome: 'synced',
      changed: true,
      collectionVersion: 1,
      tokens: { listed: TOKENS, inserted: TOKENS, updated: 0, removed: 0, transfers: 0 },
      metadata: { needed: TOKENS, fetched: TOKENS - 1, missing: 1, failed: 0 },
      newSales: collection.sales.length,
    });
    const status = await readSyncStatus(ctx.db());
    expect(status).toMatchObject({
      phase: 'done',
      collectionVersion: 1,
      done: TOKENS,
      total: TOKENS,
      lastError: null,
      metadataMissing: 1,
    });
    expect(status.finishedAt).toBeGreaterThanOrEqual(status.startedAt!);

    const db = ctx.db();
    expect(await countRows(db, 'tokens')).toBe(TOKENS);
    expect(await countRows(db, 'nft_metadata')).toBe(TOKENS - 1);
    expect(await db('nft_metadata').where({ token_id: MISSING_AT_FIRST }).first()).toBeUndefined();
    expect(await countRows(db, 'token_transfers')).toBe(0);
    const info = await db('collection_info').first();
    expect(info).toMatchObject({
      tick: 'NACHO',
      buri: collection.info.buri,
      royalty_to: collection.info.royaltyTo,
      max: '10000',
    });
  });

  it('derives rarity, trait stats, specials and holders from what was stored', async () => {
    await syncedOnce();
    const db = ctx.db();
    const withMetadata = [...collection.metadata].filter(([tokenId]) => tokenId !== MISSING_AT_FIRST);
    const expectedRarity = rankOpenRarity(
      withMetadata.map(([tokenId, m]) => ({ tokenId, traits: countedTraits(m.attributes) })),
    );
    const storedRarity = await tableRows(db, 'nft_rarity');
    expect(storedRarity).toHaveLength(TOKENS - 1);
    const byId = new Map(storedRarity.map((r) => [r.token_id, r]));
    for (const row of expectedRarity) {
      const stored = byId.get(row.token_id)!;
      expect(stored.rank).toBe(row.rank);
      expect(stored.score).toBeCloseTo(row.score, 12);
    }

    const roles = await db('trait_stats').where({ trait_type: 'Role' }).orderBy('count', 'desc');
    expect(roles.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(TOKENS - 1);
    expect(roles[0].percentage).toBeCloseTo((roles[0].count / (TOKENS - 1)) * 100, 12);
    expect(await db('trait_stats').where({ trait_type: 'Edition' })).toEqual([]);
    const kinds = (await db('special_nfts').select('kind').count({ n: '*' }).groupBy('kind').orderBy('kind')) as {
      kind: string;
      n: number | string;
    }[];
    expect(kinds.map((k) => [k.kind, Number(k.n)])).toEqual([
      ['rare', 50],
      ['unique', 10],
    ]);

    const holders = await tableRows(db, 'holders');
    const owners = new Set(collection.tokens.map((t) => t.owner));
    expect(holders).toHaveLength(owners.size);
    const top = holders.find((h) => h.power_rank === 1)!;
    const topTokens = collection.tokens.filter((t) => t.owner === top.address);
    expect(top.token_count).toBe(topTokens.length);
    expect(top.total_power).toBe(topTokens.reduce((n, t) => n + (t.stakingPower ?? DEFAULT_STAKING_POWER), 0));
    expect(top.op_score_total).toBe(topTokens.reduce((n, t) => n + BigInt(t.opScoreMod), 0n).toString());
    expect(Math.max(...holders.map((h) => h.total_power as number))).toBe(top.total_power);
  });

  it('fetches metadata that was missing and bumps the version once', async () => {
    await syncedOnce();
    const result = await sync(sourceOf(snapshot));
    expect(result).toMatchObject({ changed: true, collectionVersion: 2, metadata: { needed: 1, fetched: 1 } });
    expect(await countRows(ctx.db(), 'nft_rarity')).toBe(TOKENS);
  });

  it('changes nothing and keeps the version when nothing changed at the source', async () => {
    await syncedOnce();
    await sync(sourceOf(snapshot));
    const db = ctx.db();
    // Every table of the collection but the sync's own bookkeeping (its status row and staged metadata).
    const tables = COLLECTION_TABLES.filter((t) => t !== 'sync_state' && t !== 'nft_metadata_staged');
    const before = await Promise.all(tables.map((t) => tableRows(db, t)));
    const result = await sync(sourceOf(snapshot));
    expect(result).toMatchObject({ changed: false, collectionVersion: 2, newSales: 0 });
    expect(result.derived).toEqual({ traitStats: 0, rarity: 0, specials: 0, holders: 0 });
    expect(await Promise.all(tables.map((t) => tableRows(db, t)))).toEqual(before);
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'done', collectionVersion: 2 });
  });

  it('turns one transfer into one token row, one transfer row and exactly two holder rows', async () => {
    await syncedOnce();
    await sync(sourceOf(snapshot));
    const db = ctx.db();
    const [biggest, second] = holdersBySize(snapshot);
    const moved = snapshot.tokens.find((t) => t.owner === biggest)!;
    const tokensBefore = await tableRows(db, 'tokens');
    const holdersBefore = await tableRows(db, 'holders');
    const rarityBefore = await tableRows(db, 'nft_rarity');

    const transferred: CollectionSnapshot = {
      ...snapshot,
      // Upper case at the source; stored lower-case.
      tokens: snapshot.tokens.map((t) => (t === moved ? { ...t, owner: second.toUpperCase() } : t)),
    };
    const result = await sync(sourceOf(transferred), { now: () => END_AT + 1 });

    expect(result).toMatchObject({
      changed: true,
      collectionVersion: 3,
      tokens: { updated: 1, inserted: 0, transfers: 1 },
    });
    expect(result.derived).toEqual({ traitStats: 0, rarity: 0, specials: 0, holders: 2 });
    const tokenChanges = changedRows(tokensBefore, await tableRows(db, 'tokens'), 'token_id');
    expect(tokenChanges).toEqual([
      expect.objectContaining({ token_id: moved.tokenId, owner: second, updated_at: END_AT + 1 }),
    ]);

    const holderChanges = changedRows(holdersBefore, await tableRows(db, 'holders'), 'address');
    expect(holderChanges.map((h) => h.address).sort()).toEqual([biggest, second].sort());
    const from = holderChanges.find((h) => h.address === biggest)!;
    const old = holdersBefore.find((h) => h.address === biggest)!;
    expect(from.token_count).toBe((old.token_count as number) - 1);
    expect(from.total_power).toBe((old.total_power as number) - (moved.stakingPower ?? DEFAULT_STAKING_POWER));
    expect(await tableRows(db, 'nft_rarity')).toEqual(rarityBefore);

    expect(await tableRows(db, 'token_transfers')).toEqual([
      expect.objectContaining({
        token_id: moved.tokenId,
        from_owner: biggest,
        to_owner: second,
        observed_at: END_AT + 1,
      }),
    ]);
  });

  it('removes a holder whose last token left and adds the new one', async () => {
    await sync(sourceOf(snapshot));
    const db = ctx.db();
    const smallest = holdersBySize(snapshot).at(-1)!;
    const theirs = snapshot.tokens.filter((t) => t.owner === smallest);
    const newcomer = 'kaspa:qqnewcomer0000000000000000000000000000000000000000000000000';
    const next: CollectionSnapshot = {
      ...snapshot,
      tokens: snapshot.tokens.map((t) => (t.owner === smallest ? { ...t, owner: newcomer } : t)),
    };
    const result = await sync(sourceOf(next));
    expect(result.tokens).toMatchObject({ updated: theirs.length, transfers: theirs.length });
    expect(await db('holders').where({ address: smallest }).first()).toBeUndefined();
    expect(await db('holders').where({ address: newcomer }).first()).toMatchObject({ token_count: theirs.length });
  });

  it('records a failure as the error phase, keeps the data and version, and recovers on the next run', async () => {
    await sync(sourceOf(snapshot));
    const db = ctx.db();
    const holdersBefore = await tableRows(db, 'holders');
    const { collectionVersion } = await readSyncStatus(db);
    const broken = sourceOf(snapshot, {
      // eslint-disable-next-line require-yield
      async *listTokens() {
        throw new Error('indexer unreachable');
      },
    });
    await expect(sync(broken)).rejects.toThrow('indexer unreachable');
    expect(await readSyncStatus(db)).toMatchObject({
      phase: 'error',
      lastError: 'indexer unreachable',
      collectionVersion,
    });
    expect(await tableRows(db, 'holders')).toEqual(holdersBefore);

    const result = await sync(sourceOf(snapshot));
    expect(result.outcome).toBe('synced');
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'done', lastError: null, collectionVersion });
  });

  it('records every run in sync_runs: start, end, outcome and the error in one line (issue 28)', async () => {
    const db = ctx.db();
    await db('sync_runs').del();
    await sync(sourceOf(snapshot));
    const broken = sourceOf(snapshot, {
      // eslint-disable-next-line require-yield
      async *listTokens() {
        throw new Error('indexer unreachable');
      },
    });
    await expect(sync(broken)).rejects.toThrow('indexer unreachable');
    const runs = await recentSyncRuns(db);
    expect(runs.map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'indexer unreachable'],
      ['synced', null],
    ]);
    for (const run of runs) expect(run.finishedAt).toBeGreaterThanOrEqual(run.startedAt);
    expect(runs[1]!.collectionVersion).toBe((await readSyncStatus(db)).collectionVersion);
    const health = await readSyncHealth(db);
    expect(health).toEqual({
      lastSuccessAt: runs[1]!.finishedAt,
      lastFailureAt: runs[0]!.finishedAt,
      lastFailureError: 'indexer unreachable',
      failingSince: runs[0]!.finishedAt,
    });
  });

  it('refuses to wipe the tokens when the source lists none', async () => {
    await sync(sourceOf(snapshot));
    await expect(sync(sourceOf({ ...snapshot, tokens: [] }))).rejects.toThrow(/listed no tokens/);
    expect(await countRows(ctx.db(), 'tokens')).toBe(TOKENS);
  });

  describe('publishes each version atomically', () => {
    /** A sync moving MOVED tokens of the biggest holder to a newcomer, whose metadata fetch of token 1 waits for `release`. */
    const movingSync = (signal?: AbortSignal) => {
      const [biggest] = holdersBySize(snapshot);
      const moved = new Set(
        snapshot.tokens
          .filter((t) => t.owner === biggest)
          .slice(0, MOVED)
          .map((t) => t.tokenId),
      );
      const next: CollectionSnapshot = {
        ...snapshot,
        tokens: snapshot.tokens.map((t) => (moved.has(t.tokenId) ? { ...t, owner: NEWCOMER } : t)),
      };
      const base = sourceOf(next);
      let reached!: () => void;
      const blocked = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const source: CollectionSource = {
        ...base,
        async fetchMetadata(tokenId, info) {
          if (tokenId === 1) {
            reached();
            await Promise.race([
              released,
              new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
            ]);
          }
          return base.fetchMetadata(tokenId, info);
        },
      };
      return { run: sync(source, { signal }), blocked, release };
    };
    const NEWCOMER = 'kaspa:qqnewwallet000000000000000000000000000000000000000000000000';
    const MOVED = 25;
    const published = () =>
      Promise.all(
        ['tokens', 'holders', 'nft_metadata', 'nft_rarity', 'trait_stats', 'collection_info'].map((t) =>
          tableRows(ctx.db(), t),
        ),
      );

    it('shows readers nothing of a sync until it publishes, then tokens, holders and the version together', async () => {
      await sync(sourceOf(snapshot));
      await ctx.db()('nft_metadata').where({ token_id: 1 }).delete();
      const before = await published();
      const { run, blocked, release } = movingSync();
      await blocked;
      // Mid-sync, after the walk and some metadata: the published data and version are the previous ones.
      expect(await waitForPhase('metadata')).toMatchObject({ collectionVersion: 1 });
      expect(await published()).toEqual(before);
      release();
      expect(await run).toMatchObject({ collectionVersion: 2, tokens: { updated: MOVED, transfers: MOVED } });
      expect(await countRows(ctx.db(), 'tokens')).toBe(TOKENS);
      expect((await ctx.db()('tokens').where({ owner: NEWCOMER })).length).toBe(MOVED);
      expect(await ctx.db()('holders').where({ address: NEWCOMER }).first()).toMatchObject({ token_count: MOVED });
      expect(await ctx.db()('nft_metadata').where({ token_id: 1 }).first()).toBeDefined();
    });

    it('leaves the published data alone when a sync fails half-way, keeping what it fetched for the next one', async () => {
      await sync(sourceOf(snapshot));
      await ctx.db()('nft_metadata').whereIn('token_id', [1, 2, 3]).delete();
      const before = await published();
      const controller = new AbortController();
      const { run, blocked } = movingSync(controller.signal);
      await blocked;
      controller.abort(new Error('shutting down'));
      await expect(run).rejects.toThrow('shutting down');
      expect(await published()).toEqual(before);
      expect(await readSyncStatus(ctx.db())).toMatchObject({ phase: 'error', collectionVersion: 1 });
      const staged = (await tableRows(ctx.db(), 'nft_metadata_staged')).map((r) => r.token_id);
      expect(staged).not.toContain(1);

      const fetched: number[] = [];
      const base = sourceOf(snapshot);
      await sync({ ...base, fetchMetadata: async (id, info) => (fetched.push(id), base.fetchMetadata(id, info)) });
      expect(fetched.sort()).toEqual([1, 2, 3].filter((id) => !staged.includes(id)));
      expect(await countRows(ctx.db(), 'nft_metadata')).toBe(TOKENS);
      expect(await countRows(ctx.db(), 'nft_metadata_staged')).toBe(0);
    });
  });

  it('re-tries failed metadata within the sync, reports what is still missing, and fetches only that next time', async () => {
    const base = sourceOf(snapshot);
    const attempts = new Map<number, number>();
    const flaky: CollectionSource = {
      ...base,
      async fetchMetadata(tokenId, info) {
        const attempt = (attempts.get(tokenId) ?? 0) + 1;
        attempts.set(tokenId, attempt);
        if (tokenId === 12 || ((tokenId === 10 || tokenId === 11) && attempt === 1))
          throw new Error(`gateway down for ${tokenId}`);
        return base.fetchMetadata(tokenId, info);
      },
    };
    const first = await sync(flaky, { metadataRetryPauseMs: 0 });
    expect(first).toMatchObject({ metadata: { fetched: TOKENS - 1, failed: 1, recovered: 2 }, metadataMissing: 1 });
    expect(attempts.get(12)).toBe(3);
    const status = await readSyncStatus(ctx.db());
    expect(status).toMatchObject({ phase: 'done', metadataMissing: 1 });
    expect(status.lastError).toMatch(/^metadata: 1 NFTs without metadata/);

    const fetched: number[] = [];
    await sync({ ...base, fetchMetadata: async (id, info) => (fetched.push(id), base.fetchMetadata(id, info)) });
    expect(fetched).toEqual([12]);
    expect(await readSyncStatus(ctx.db())).toMatchObject({ metadataMissing: 0, lastError: null });
  });

  it('skips while another sync holds a fresh lease and takes over a stale one', async () => {
    await sync(sourceOf(snapshot));
    const db = ctx.db();
    const now = Date.now();
    await db('sync_state')
      .where({ id: 'collection' })
      .update({ phase: 'metadata', updated_at: now - 1000 });
    expect(await sync(sourceOf(snapshot), { now: () => now })).toMatchObject({ outcome: 'skipped', changed: false });
    expect(await sync(sourceOf(snapshot), { now: () => now, staleLeaseMs: 500 })).toMatchObject({ outcome: 'synced' });
  });

  it('stops fetching when aborted and records the interruption', async () => {
    await sync(sourceOf(snapshot));
    const db = ctx.db();
    await db('nft_metadata').whereIn('token_id', [1, 2, 3, 4]).delete();
    const controller = new AbortController();
    const base = sourceOf(snapshot);
    const fetched: number[] = [];
    const source: CollectionSource = {
      ...base,
      async fetchMetadata(tokenId, info) {
        fetched.push(tokenId);
        if (tokenId === 2) controller.abort(new Error('shutting down'));
        return base.fetchMetadata(tokenId, info);
      },
    };
    await expect(sync(source, { signal: controller.signal, metadataConcurrency: 1 })).rejects.toThrow();
    expect(fetched).toEqual([1, 2]);
    expect(await readSyncStatus(db)).toMatchObject({ phase: 'error', lastError: 'interrupted: shutting down' });
  });
});
