import { NO_SYNC_YET } from '@nacho/db';
import { buildSnapshot, parseAttributes } from './build-snapshot';
import type { CollectionRows } from './load-collection-rows';
import { SerializedBodies } from './serialized-bodies';
import { TokenBitset } from './token-bitset';

describe('TokenBitset', () => {
  it('ORs and ANDs sets and lists ids ascending across word boundaries', () => {
    const a = new TokenBitset(100);
    const b = new TokenBitset(100);
    for (const id of [1, 31, 32, 64, 100]) a.add(id);
    for (const id of [31, 33, 64]) b.add(id);
    expect(a.clone().andInPlace(b).toIds()).toEqual([31, 64]);
    expect(a.clone().orInPlace(b).toIds()).toEqual([1, 31, 32, 33, 64, 100]);
    expect(a.toIds()).toEqual([1, 31, 32, 64, 100]);
    expect([a.has(32), a.has(33), a.has(101), a.has(-1)]).toEqual([true, false, false, false]);
  });
});

describe('parseAttributes', () => {
  it('keeps {trait_type, value} entries, numbers as strings, and drops anything else', () => {
    expect(
      parseAttributes(
        '[{"trait_type":"Realm","value":7},{"trait_type":"Head","value":"Cap"},{"value":"x"},null,{"trait_type":"Mood","value":{}}]',
      ),
    ).toEqual([
      { trait_type: 'Realm', value: '7' },
      { trait_type: 'Head', value: 'Cap' },
    ]);
    expect(parseAttributes('not json')).toEqual([]);
    expect(parseAttributes('{"trait_type":"Head"}')).toEqual([]);
  });
});

describe('SerializedBodies', () => {
  it('serializes a body once and tags it with the version and a content hash', () => {
    const bodies = new SerializedBodies(7);
    let builds = 0;
    const first = bodies.pinnedBody('k', () => ({ n: ++builds }));
    const second = bodies.pinnedBody('k', () => ({ n: ++builds }));
    expect(second).toBe(first);
    expect(first.json).toBe('{"n":1}');
    expect(first.etag).toMatch(/^"v7-[A-Za-z0-9_-]{16}"$/);
  });

  it('forgets the least recently used query bodies beyond its byte budget', () => {
    // Each body here counts 2 x 12 JSON characters + 2 x 12 bytes + 64 + its key: two fit in 250.
    const bodies = new SerializedBodies(1, 250);
    const a = bodies.queryBody('a', () => 'x'.repeat(10));
    bodies.queryBody('b', () => 'y'.repeat(10));
    expect(bodies.queryBody('a', () => 'rebuilt')).toBe(a);
    bodies.queryBody('c', () => 'z'.repeat(10));
    expect(bodies.queryBody('a', () => 'rebuilt')).toBe(a);
    expect(bodies.queryBody('b', () => 'rebuilt').json).toBe('"rebuilt"');
  });

  it('counts keys against the budget, so long keys cannot grow it without bound', () => {
    const bodies = new SerializedBodies(1, 64 * 1024);
    for (let i = 0; i < 2000; i++) bodies.queryBody(`${i}:${'k'.repeat(4000)}`, () => i);
    expect(bodies.cachedBytes).toBeLessThanOrEqual(64 * 1024);
    expect(bodies.cachedBytes).toBeGreaterThan(32 * 1024);
  });
});

const EMPTY_ROWS: CollectionRows = {
  listings: [],
  lastSales: [],
  kasUsd: null,
  syncState: { ...NO_SYNC_YET, collectionVersion: 3, phase: 'done' },
  collectionInfo: [],
  tokens: [],
  metadata: [],
  traitStats: [],
  rarity: [],
  specials: [],
  holders: [],
};

describe('buildSnapshot', () => {
  it('lower-cases owners, applies the default power and skips unknown special kinds', () => {
    const snapshot = buildSnapshot(
      {
        ...EMPTY_ROWS,
        tokens: [
          { token_id: 2, tick: 'NACHO', owner: 'KASPA:QB', op_score_mod: '2', staking_power: null },
          { token_id: 1, tick: 'NACHO', owner: 'kaspa:qa', op_score_mod: '1', staking_power: 7000 },
        ],
        specials: [
          { token_id: 1, kind: 'legendary' },
          { token_id: 2, kind: 'rare' },
        ],
      },
      { collectionTick: 'NACHO' },
    );
    expect(snapshot.tokens.map((t) => [t.tokenId, t.owner, t.stakingPower, t.special])).toEqual([
      [1, 'kaspa:qa', 7000, null],
      [2, 'kaspa:qb', 5000, 'rare'],
    ]);
    expect(snapshot.wallets.get('kaspa:qb')?.tokens.map((t) => t.tokenId)).toEqual([2]);
    expect(snapshot).toMatchObject({ version: 3, ready: true, maxTokenId: 10000, hasPowerData: true });
  });

  it('takes the collection max from the row of its tick', () => {
    const info = (tick: string, max: string) => ({
      tick,
      max,
      deployer: null,
      royalty_to: null,
      buri: null,
      royalty_fee: null,
      daa_mint_start: null,
      premint: null,
      tx_id_rev: null,
      mts_add: null,
      minted: null,
      op_score_mod: null,
      state: null,
      mts_mod: null,
      op_score_add: null,
    });
    const snapshot = buildSnapshot(
      { ...EMPTY_ROWS, collectionInfo: [info('OTHER', '5'), info('NACHO', '12000')] },
      { collectionTick: 'nacho' },
    );
    expect(snapshot.maxTokenId).toBe(12000);
    expect(snapshot.ready).toBe(false);
  });
});
