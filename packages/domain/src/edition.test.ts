import { editionBadgeText, specialCardBadge, specialKind, traitValueBadge, visibleTraits } from './edition';

describe('specialKind', () => {
  it('reads the Edition trait', () => {
    expect(specialKind([{ trait_type: 'Edition', value: '1 of 1' }])).toBe('unique');
    expect(specialKind([{ trait_type: 'Edition', value: '1 of 2' }])).toBe('rare');
    expect(specialKind([{ trait_type: 'edition', value: ' 1  OF 2 ' }])).toBe('rare');
  });

  it('prefers Edition over Type', () => {
    expect(
      specialKind([
        { trait_type: 'Type', value: 'Unique' },
        { trait_type: 'Edition', value: '1 of 2' },
      ]),
    ).toBe('rare');
  });

  it('falls back to a Type value containing unique or rare', () => {
    expect(specialKind([{ trait_type: 'Type', value: 'unique' }])).toBe('unique');
    expect(specialKind([{ trait_type: 'Type', value: 'Rare' }])).toBe('rare');
    expect(specialKind([{ trait_type: 'Type', value: 'Ultra RARE Edition' }])).toBe('rare');
    expect(
      specialKind([
        { trait_type: 'Edition', value: 'Open' },
        { trait_type: 'Type', value: 'UNIQUE' },
      ]),
    ).toBe('unique');
  });

  it('is null for ordinary NFTs and bad input', () => {
    expect(
      specialKind([
        { trait_type: 'Type', value: 'random' },
        { trait_type: 'Head', value: 'Rare Hat' },
      ]),
    ).toBeNull();
    expect(specialKind([{ trait_type: 'Edition', value: '1 of 10' }])).toBeNull();
    expect(specialKind([])).toBeNull();
    expect(specialKind(null)).toBeNull();
    expect(specialKind(undefined)).toBeNull();
  });
});

describe('badges', () => {
  it('edition and card badges', () => {
    expect(editionBadgeText('unique')).toBe('UNIQUE 1/1');
    expect(editionBadgeText('rare')).toBe('RARE 1/2');
    expect(specialCardBadge('unique')).toBe('1of1');
    expect(specialCardBadge('rare')).toBe('1of2');
  });

  it('trait table badge only for the Type trait', () => {
    expect(traitValueBadge('Type', 'Unique')).toBe('Unique 1/1');
    expect(traitValueBadge('Type', 'rare')).toBe('Rare 1/2');
    expect(traitValueBadge('Type', 'random')).toBeNull();
    expect(traitValueBadge('Head', 'Unique')).toBeNull();
  });

  it('visibleTraits skips Edition', () => {
    expect(
      visibleTraits([
        { trait_type: 'Head', value: 'Cap' },
        { trait_type: 'Edition', value: '1 of 1' },
        { trait_type: 'Realm', value: 3 },
      ]),
    ).toEqual([
      { trait_type: 'Head', value: 'Cap' },
      { trait_type: 'Realm', value: 3 },
    ]);
  });
});
