import type { TokenEntry } from '../snapshot/types';
import { walletFacets } from './wallet-facets';

const token = (tokenId: number, traits: Record<string, string> | null): TokenEntry => ({
  tokenId,
  tick: 'NACHO',
  owner: 'kaspa:x',
  opScoreMod: '0',
  stakingPower: 5000,
  rarityRank: null,
  special: null,
  listing: null,
  lastSaleKas: null,
  metadata: traits
    ? {
        name: null,
        description: null,
        image: null,
        attributes: Object.entries(traits).map(([trait_type, value]) => ({ trait_type, value })),
      }
    : null,
});

const tokens = [
  token(1, { Head: 'Crown', Mood: 'Happy', Role: 'Seeker' }),
  token(2, { Head: 'Cap', Mood: 'Happy', Role: 'Scribe' }),
  token(3, { Head: 'Crown', Mood: 'Sad', Role: 'Seeker', Edition: '1 of 1' }),
  token(4, { Head: 'Halo', Mood: 'Sad', Role: 'Keeper' }),
  token(5, null),
];

const counts = (facets: ReturnType<typeof walletFacets>, type: string) =>
  Object.fromEntries(facets.find((f) => f.traitType === type)?.values.map((v) => [v.value, v.count]) ?? []);

describe('walletFacets', () => {
  it('counts every type over all NFTs with metadata when nothing is selected, Edition left out', () => {
    const facets = walletFacets(tokens, new Map());
    expect(facets.map((f) => f.traitType)).toEqual(['Head', 'Mood', 'Role']);
    expect(counts(facets, 'Head')).toEqual({ Crown: 2, Cap: 1, Halo: 1 });
  });

  it('never narrows a type by its own selection, even with two values of it selected', () => {
    const facets = walletFacets(tokens, new Map([['Head', ['Crown', 'Cap']]]));
    expect(counts(facets, 'Head')).toEqual({ Crown: 2, Cap: 1, Halo: 1 });
    expect(counts(facets, 'Mood')).toEqual({ Happy: 2, Sad: 1 });
    expect(counts(facets, 'Role')).toEqual({ Seeker: 2, Scribe: 1 });
  });

  it('narrows each type by the other types only', () => {
    const facets = walletFacets(
      tokens,
      new Map([
        ['Head', ['Crown']],
        ['Mood', ['Sad']],
      ]),
    );
    expect(counts(facets, 'Head')).toEqual({ Crown: 1, Halo: 1 });
    expect(counts(facets, 'Mood')).toEqual({ Happy: 1, Sad: 1 });
    expect(counts(facets, 'Role')).toEqual({ Seeker: 1 });
  });

  it('orders values most common first and keeps selected values that nothing else allows at 0', () => {
    const facets = walletFacets(
      tokens,
      new Map([
        ['Head', ['Halo']],
        ['Mood', ['Happy']],
      ]),
    );
    expect(facets.find((f) => f.traitType === 'Head')!.values).toEqual([
      { value: 'Cap', count: 1 },
      { value: 'Crown', count: 1 },
      { value: 'Halo', count: 0 },
    ]);
    expect(counts(facets, 'Mood')).toEqual({ Sad: 1, Happy: 0 });
    expect(facets.some((f) => f.traitType === 'Role')).toBe(false);
  });
});
