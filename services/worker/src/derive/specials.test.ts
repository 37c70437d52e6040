import { deriveSpecialNfts } from './specials';

describe('deriveSpecialNfts', () => {
  it('marks 1 of 1 and Type unique as unique, 1 of 2 and Type rare as rare, others not at all', () => {
    expect(
      deriveSpecialNfts([
        { tokenId: 4, attributes: [{ trait_type: 'Type', value: 'random' }] },
        { tokenId: 3, attributes: [{ trait_type: 'Type', value: 'Rare' }] },
        { tokenId: 2, attributes: [{ trait_type: 'Edition', value: '1 of 2' }] },
        { tokenId: 1, attributes: [{ trait_type: 'Type', value: 'unique' }] },
        { tokenId: 5, attributes: [{ trait_type: 'Edition', value: '1 of 1' }] },
      ]),
    ).toEqual([
      { token_id: 1, kind: 'unique' },
      { token_id: 2, kind: 'rare' },
      { token_id: 3, kind: 'rare' },
      { token_id: 5, kind: 'unique' },
    ]);
  });
});
