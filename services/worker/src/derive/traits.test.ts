import { countedTraits } from './traits';

describe('countedTraits', () => {
  it('drops Edition in any case, empty values and repeated types; stringifies numbers', () => {
    const traits = countedTraits([
      { trait_type: 'Realm', value: 8 },
      { trait_type: 'EDITION', value: '1 of 1' },
      { trait_type: 'Head', value: '' },
      { trait_type: 'Mood', value: null },
      { trait_type: 'Realm', value: 9 },
      { trait_type: 'Type', value: 'random' },
    ]);
    expect([...traits]).toEqual([
      ['Realm', '8'],
      ['Type', 'random'],
    ]);
  });

  it('accepts missing attributes', () => {
    expect(countedTraits(undefined).size).toBe(0);
  });
});
