import { isValidKaspaAddress, TRAIT_VALUE_COUNTS } from '@nacho/domain';
import { generateDemoCollection } from './index';
import type { DemoCollection } from './index';
import { TRAIT_CATALOG } from './trait-catalog';

const END_AT = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY_MS = 86_400_000;

const attr = (collection: DemoCollection, tokenId: number, type: string) =>
  collection.metadata[tokenId - 1].attributes.find((a) => a.trait_type === type)?.value;

function valueCounts(collection: DemoCollection): Map<string, Map<string, number>> {
  const byType = new Map<string, Map<string, number>>();
  for (const nft of collection.metadata) {
    for (const { trait_type, value } of nft.attributes) {
      const counts = byType.get(trait_type) ?? new Map<string, number>();
      counts.set(value, (counts.get(value) ?? 0) + 1);
      byType.set(trait_type, counts);
    }
  }
  return byType;
}

function holdings(collection: DemoCollection): number[] {
  const counts = new Map<string, number>();
  for (const token of collection.tokens) counts.set(token.owner, (counts.get(token.owner) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('generateDemoCollection', () => {
  let collection: DemoCollection;
  let counts: Map<string, Map<string, number>>;
  beforeAll(() => {
    collection = generateDemoCollection({ seed: 'nacho', endAt: END_AT });
    counts = valueCounts(collection);
  });

  it('generates 10,000 tokens and their metadata with ids 1..10000', () => {
    expect(collection.tokens).toHaveLength(10_000);
    expect(collection.metadata).toHaveLength(10_000);
    collection.tokens.forEach((token, index) => expect(token.tokenId).toBe(index + 1));
    collection.metadata.forEach((nft, index) => expect(nft.tokenId).toBe(index + 1));
  });

  it('is byte-identical for the same seed and endAt, and differs for another seed', () => {
    const again = generateDemoCollection({ seed: 'nacho', endAt: END_AT });
    expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
    const other = generateDemoCollection({ seed: 'other', endAt: END_AT });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(collection));
    expect(other.tokens.map((t) => t.owner)).not.toEqual(collection.tokens.map((t) => t.owner));
    expect(other.metadata.map((m) => attr(other, m.tokenId, 'Head'))).not.toEqual(
      collection.metadata.map((m) => attr(collection, m.tokenId, 'Head')),
    );
  });

  it('rejects an endAt that is not a finite time', () => {
    expect(() => generateDemoCollection({ endAt: Number.NaN })).toThrow(RangeError);
  });

  it('moves only the sales when endAt moves', () => {
    const later = generateDemoCollection({ seed: 'nacho', endAt: END_AT + 7 * DAY_MS });
    expect(JSON.stringify(later.tokens)).toBe(JSON.stringify(collection.tokens));
    expect(JSON.stringify(later.metadata)).toBe(JSON.stringify(collection.metadata));
    expect(later.sales.map((s) => s.soldAt - 7 * DAY_MS)).toEqual(collection.sales.map((s) => s.soldAt));
  });

  it("has the real collection's number of distinct values per trait type", () => {
    const distinct = Object.fromEntries([...counts].map(([type, values]) => [type, values.size]));
    expect(distinct).toEqual({ ...TRAIT_VALUE_COUNTS, Edition: 2 });
    expect([...(counts.get('Realm')?.keys() ?? [])].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('has the exact Role and Type counts', () => {
    expect(Object.fromEntries(counts.get('Role') ?? [])).toEqual({
      seeker: 5021,
      scribe: 3069,
      keeper: 1097,
      alchemist: 567,
      sovereign: 246,
    });
    expect(Object.fromEntries(counts.get('Type') ?? [])).toEqual({ random: 9940, rare: 50, unique: 10 });
  });

  it('gives 10 unique NFTs "1 of 1", 25 rare pairs "1 of 2" sharing every other trait, commons no Edition', () => {
    const uniques = collection.metadata.filter((m) => attr(collection, m.tokenId, 'Type') === 'unique');
    const rares = collection.metadata.filter((m) => attr(collection, m.tokenId, 'Type') === 'rare');
    const commons = collection.metadata.filter((m) => attr(collection, m.tokenId, 'Type') === 'random');
    expect(uniques).toHaveLength(10);
    expect(rares).toHaveLength(50);
    for (const nft of uniques) expect(attr(collection, nft.tokenId, 'Edition')).toBe('1 of 1');
    for (const nft of rares) expect(attr(collection, nft.tokenId, 'Edition')).toBe('1 of 2');
    for (const nft of commons) expect(attr(collection, nft.tokenId, 'Edition')).toBeUndefined();

    const signature = (tokenId: number) => JSON.stringify(collection.metadata[tokenId - 1].attributes);
    const rareGroups = new Map<string, number[]>();
    for (const nft of rares)
      rareGroups.set(signature(nft.tokenId), [...(rareGroups.get(signature(nft.tokenId)) ?? []), nft.tokenId]);
    expect(rareGroups.size).toBe(25);
    for (const ids of rareGroups.values()) expect(ids).toHaveLength(2);
    const uniqueSignatures = new Set(uniques.map((nft) => signature(nft.tokenId)));
    expect(uniqueSignatures.size).toBe(10);
  });

  it('has skewed frequencies: a dominant value, several values on fewer than 10 NFTs, every value used', () => {
    for (const [type, catalog] of Object.entries(TRAIT_CATALOG)) {
      expect(Object.fromEntries(counts.get(type) ?? [])).toEqual(
        Object.fromEntries(catalog.map((e) => [e.value, e.count])),
      );
      for (const entry of catalog) expect(entry.count).toBeGreaterThanOrEqual(1);
    }
    const all = [...counts].filter(([type]) => type !== 'Edition').flatMap(([, values]) => [...values.values()]);
    expect(all.filter((count) => count < 10).length).toBeGreaterThanOrEqual(5);
    const dominant = [...counts]
      .filter(([type]) => type !== 'Type')
      .some(([, values]) => Math.max(...values.values()) > 5_000);
    expect(dominant).toBe(true);
    for (const type of ['Head', 'Face', 'Outfit', 'Base']) {
      const values = [...(counts.get(type)?.values() ?? [])].sort((a, b) => b - a);
      expect(values[0]).toBeGreaterThan(10 * values[values.length - 1]);
    }
  });

  it('spreads tokens over 1,500-2,500 valid Kaspa addresses with a long tail', () => {
    const sizes = holdings(collection);
    expect(sizes.length).toBeGreaterThanOrEqual(1_500);
    expect(sizes.length).toBeLessThanOrEqual(2_500);
    expect(sizes[0]).toBeGreaterThanOrEqual(300);
    expect(sizes[0]).toBeLessThanOrEqual(700);
    const whales = sizes.filter((size) => size >= 100).length;
    expect(whales).toBeGreaterThanOrEqual(3);
    expect(whales).toBeLessThanOrEqual(10);
    expect(sizes.filter((size) => size <= 3).length / sizes.length).toBeGreaterThan(0.5);
    for (const owner of new Set(collection.tokens.map((t) => t.owner))) {
      expect(isValidKaspaAddress(owner)).toBe(true);
      expect(owner).toBe(owner.toLowerCase());
      expect(owner.startsWith('kaspa:q')).toBe(true);
    }
  });

  it('keeps the holder shape for other seeds', () => {
    for (const seed of ['a', 'b', 'c']) {
      const sizes = holdings(generateDemoCollection({ seed, endAt: END_AT }));
      expect(sizes.length).toBeGreaterThanOrEqual(1_500);
      expect(sizes.length).toBeLessThanOrEqual(2_500);
      expect(sizes[0]).toBeGreaterThanOrEqual(300);
      expect(sizes[0]).toBeLessThanOrEqual(700);
    }
  });

  it('gives integer staking powers by kind: commons 5,000-20,000, rares 100,000-250,000, uniques 500,000+', () => {
    collection.tokens.forEach((token) => {
      expect(Number.isInteger(token.stakingPower)).toBe(true);
      const type = attr(collection, token.tokenId, 'Type');
      const [min, max] =
        type === 'unique' ? [500_000, 1_000_000] : type === 'rare' ? [100_000, 250_000] : [5_000, 20_000];
      expect(token.stakingPower).toBeGreaterThanOrEqual(min);
      expect(token.stakingPower).toBeLessThanOrEqual(max);
    });
    const commonPowers = collection.tokens
      .filter((t) => attr(collection, t.tokenId, 'Type') === 'random')
      .map((t) => t.stakingPower);
    expect(new Set(commonPowers).size).toBeGreaterThan(1_000);
  });

  it('gives more staking power to commons with rarer traits', () => {
    const surprisal = (tokenId: number) =>
      collection.metadata[tokenId - 1].attributes
        .filter((a) => a.trait_type !== 'Type' && a.trait_type !== 'Edition')
        .reduce((sum, a) => sum - Math.log2((counts.get(a.trait_type)?.get(a.value) ?? 1) / 10_000), 0);
    const commons = collection.tokens
      .filter((t) => attr(collection, t.tokenId, 'Type') === 'random')
      .map((t) => ({ s: surprisal(t.tokenId), power: t.stakingPower }))
      .sort((a, b) => a.s - b.s);
    for (let i = 1; i < commons.length; i++) expect(commons[i].power).toBeGreaterThanOrEqual(commons[i - 1].power);
    expect(commons[0].power).toBe(5_000);
    expect(commons[commons.length - 1].power).toBe(20_000);
  });

  it('gives opScoreMod as a decimal big integer increasing with token id', () => {
    let previous = -1n;
    for (const token of collection.tokens) {
      expect(token.opScoreMod).toMatch(/^[1-9][0-9]{10,}$/);
      const score = BigInt(token.opScoreMod);
      expect(score > previous).toBe(true);
      previous = score;
    }
    expect(BigInt(collection.info.opScoreAdd) < BigInt(collection.tokens[0].opScoreMod)).toBe(true);
    expect(collection.info.opScoreMod).toBe(collection.tokens[9_999].opScoreMod);
  });

  it('describes the collection like the KRC-721 indexer does, with IPFS locations', () => {
    const { info } = collection;
    expect(info).toMatchObject({ tick: 'NACHO', max: '10000', minted: '10000', state: 'deployed' });
    expect(info.buri).toMatch(/^ipfs:\/\/bafybei[a-z2-7]{52}$/);
    expect(isValidKaspaAddress(info.deployer)).toBe(true);
    expect(isValidKaspaAddress(info.royaltyTo)).toBe(true);
    expect(info.txIdRev).toMatch(/^[0-9a-f]{64}$/);
    for (const field of [
      'royaltyFee',
      'daaMintStart',
      'premint',
      'mtsAdd',
      'mtsMod',
      'opScoreMod',
      'opScoreAdd',
    ] as const) {
      expect(info[field]).toMatch(/^[0-9]+$/);
    }
    expect(Number(info.mtsMod)).toBeGreaterThan(Number(info.mtsAdd));
    const imagesCid = collection.metadata[0].image.split('/')[2];
    expect(imagesCid).toMatch(/^bafybei[a-z2-7]{52}$/);
    expect(`ipfs://${imagesCid}`).not.toBe(info.buri);
    for (const nft of collection.metadata) {
      expect(nft.name).toBe(`NACHO #${nft.tokenId}`);
      expect(nft.image).toBe(`ipfs://${imagesCid}/${nft.tokenId}.png`);
      expect(nft.description.length).toBeGreaterThan(0);
    }
  });

  it('sells a few hundred to a couple of thousand NFTs in the 60 days before endAt, around a floor', () => {
    const { sales } = collection;
    expect(sales.length).toBeGreaterThanOrEqual(300);
    expect(sales.length).toBeLessThanOrEqual(2_000);
    expect(new Set(sales.map((s) => s.orderId)).size).toBe(sales.length);
    const holders = new Set(collection.tokens.map((t) => t.owner));
    for (let i = 0; i < sales.length; i++) {
      const sale = sales[i];
      expect(sale.soldAt).toBeGreaterThan(END_AT - 60 * DAY_MS);
      expect(sale.soldAt).toBeLessThanOrEqual(END_AT);
      if (i > 0) expect(sale.soldAt).toBeGreaterThanOrEqual(sales[i - 1].soldAt);
      expect(sale.tokenId).toBeGreaterThanOrEqual(1);
      expect(sale.tokenId).toBeLessThanOrEqual(10_000);
      expect(sale.priceKas).toBeGreaterThan(0);
      expect(holders.has(sale.buyer)).toBe(true);
      expect(holders.has(sale.seller)).toBe(true);
      expect(sale.buyer).not.toBe(sale.seller);
    }
    const common = sales.filter((s) => attr(collection, s.tokenId, 'Type') === 'random');
    const special = sales.filter((s) => attr(collection, s.tokenId, 'Type') !== 'random');
    const commonMedian = median(common.map((s) => s.priceKas));
    expect(commonMedian).toBeGreaterThanOrEqual(2_000);
    expect(commonMedian).toBeLessThanOrEqual(9_000);
    expect(Math.min(...common.map((s) => s.priceKas))).toBeGreaterThanOrEqual(1_900);
    expect(special.length).toBeGreaterThan(0);
    for (const sale of special) expect(sale.priceKas).toBeGreaterThanOrEqual(5 * commonMedian);
  });

  it('drifts the floor over the window', () => {
    const firstWeek = collection.sales.filter(
      (s) => s.soldAt <= END_AT - 53 * DAY_MS && attr(collection, s.tokenId, 'Type') === 'random',
    );
    const lastWeek = collection.sales.filter(
      (s) => s.soldAt > END_AT - 7 * DAY_MS && attr(collection, s.tokenId, 'Type') === 'random',
    );
    const low = (sales: typeof firstWeek) => Math.min(...sales.map((s) => s.priceKas));
    expect(low(firstWeek)).not.toBe(low(lastWeek));
  });

  it('chains ownership through the sales: the last buyer of a token is its owner', () => {
    const lastBuyer = new Map<number, string>();
    const previousBuyer = new Map<number, string>();
    for (const sale of collection.sales) {
      const before = previousBuyer.get(sale.tokenId);
      if (before !== undefined) expect(sale.seller).toBe(before);
      previousBuyer.set(sale.tokenId, sale.buyer);
      lastBuyer.set(sale.tokenId, sale.buyer);
    }
    for (const [tokenId, buyer] of lastBuyer) expect(collection.tokens[tokenId - 1].owner).toBe(buyer);
  });
});
