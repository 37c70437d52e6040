import { deriveTraitStats } from './trait-stats';
import { countedTraits } from './traits';

describe('deriveTraitStats', () => {
  it('counts each (type, value) over tokens with metadata, Edition excluded, percentage unrounded', () => {
    const tokens = [
      {
        tokenId: 1,
        traits: countedTraits([
          { trait_type: 'Mood', value: 'calm' },
          { trait_type: 'Edition', value: '1 of 1' },
        ]),
      },
      {
        tokenId: 2,
        traits: countedTraits([
          { trait_type: 'Mood', value: 'calm' },
          { trait_type: 'Realm', value: 3 },
        ]),
      },
      { tokenId: 3, traits: countedTraits([{ trait_type: 'Mood', value: 'angry' }]) },
    ];
    expect(deriveTraitStats(tokens)).toEqual([
      { trait_type: 'Mood', value: 'angry', count: 1, percentage: (1 / 3) * 100 },
      { trait_type: 'Mood', value: 'calm', count: 2, percentage: (2 / 3) * 100 },
      { trait_type: 'Realm', value: '3', count: 1, percentage: (1 / 3) * 100 },
    ]);
  });
});
