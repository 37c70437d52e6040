import {
  gridRankBand,
  MISSING_RANK,
  rankBadgeText,
  rankBarWidthPercent,
  rankForSort,
  rarityLabel,
  rarityRankBand,
  traitCountFromPercentage,
  traitShareLabel,
} from './rarity';

describe('rarityLabel', () => {
  it.each([
    [0, 'Unique!'],
    [0.01, 'Unique!'],
    [0.1, 'Unique!'],
    [0.11, 'Super Rare'],
    [1, 'Super Rare'],
    [1.01, 'Very Rare'],
    [3, 'Very Rare'],
    [3.01, 'Rare'],
    [7, 'Rare'],
    [7.01, 'Uncommon'],
    [15, 'Uncommon'],
    [15.01, '15.0%'],
    [15.06, '15.1%'],
    [22.4, '22.4%'],
    [50.21, '50.2%'],
    [100, '100.0%'],
  ])('%d -> %s', (p, label) => {
    expect(rarityLabel(p)).toBe(label);
  });

  it('does not print NaN', () => {
    expect(rarityLabel(NaN)).toBe('?');
  });
});

describe('rank helpers', () => {
  it('sorts a missing rank as 10000', () => {
    expect(MISSING_RANK).toBe(10000);
    expect(rankForSort(null)).toBe(10000);
    expect(rankForSort(undefined)).toBe(10000);
    expect(rankForSort(0)).toBe(10000);
    expect(rankForSort(1)).toBe(1);
    expect(rankForSort(9999)).toBe(9999);
  });

  it.each([
    [1, 'mythic'],
    [100, 'mythic'],
    [101, 'legendary'],
    [300, 'legendary'],
    [301, 'epic'],
    [700, 'epic'],
    [701, 'rare'],
    [1500, 'rare'],
    [1501, 'uncommon'],
    [3000, 'uncommon'],
    [3001, 'common'],
    [10000, 'common'],
    [null, 'common'],
  ])('rarityRankBand(%p) = %s', (rank, band) => {
    expect(rarityRankBand(rank)).toBe(band);
  });

  it.each([
    [1, 'top100'],
    [100, 'top100'],
    [101, 'top500'],
    [500, 'top500'],
    [501, 'top1000'],
    [1000, 'top1000'],
    [1001, 'rest'],
    [undefined, 'rest'],
  ])('gridRankBand(%p) = %s', (rank, band) => {
    expect(gridRankBand(rank)).toBe(band);
  });

  it('rank bar width is 100 - rank/10000*100, clamped, 0 when unknown', () => {
    expect(rankBarWidthPercent(1)).toBeCloseTo(99.99, 10);
    expect(rankBarWidthPercent(2500)).toBe(75);
    expect(rankBarWidthPercent(10000)).toBe(0);
    expect(rankBarWidthPercent(12000)).toBe(0);
    expect(rankBarWidthPercent(0)).toBe(100);
    expect(rankBarWidthPercent(-5)).toBe(100);
    expect(rankBarWidthPercent(null)).toBe(0);
    expect(rankBarWidthPercent(undefined)).toBe(0);
  });

  it('badge text', () => {
    expect(rankBadgeText(42)).toBe('#42');
    expect(rankBadgeText(null)).toBe('?');
  });
});

describe('traitCountFromPercentage', () => {
  it('is percentage/100 x 10000 rounded', () => {
    expect(traitCountFromPercentage(0.1)).toBe(10);
    expect(traitCountFromPercentage(50.21)).toBe(5021);
    expect(traitCountFromPercentage(0.005)).toBe(1);
    expect(traitCountFromPercentage(100)).toBe(10000);
  });
});

describe('traitShareLabel', () => {
  it.each([
    [100, 'Unique'],
    [99.9, 'Rare'],
    [90.01, 'Rare'],
    [90, 'highlight'],
    [50.01, 'highlight'],
    [50, null],
    [0, null],
  ])('%d -> %p', (share, label) => {
    expect(traitShareLabel(share)).toBe(label);
  });
});
