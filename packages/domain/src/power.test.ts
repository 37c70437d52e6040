import {
  DEFAULT_STAKING_POWER,
  effectiveStakingPower,
  holderTier,
  medalForRank,
  powerBand,
  powerTier,
  totalStakingPower,
  walletPowerColourBand,
} from './power';

describe('powerTier / holderTier / powerBand thresholds', () => {
  it.each([
    [Infinity, 'Ruby', 1],
    [5_000_000, 'Ruby', 1],
    [1_000_000, 'Ruby', 1],
    [999_999, 'Emerald', 2],
    [500_000, 'Emerald', 2],
    [499_999, 'Platinum', 3],
    [100_000, 'Platinum', 3],
    [99_999, 'Gold', 4],
    [50_000, 'Gold', 4],
    [49_999, 'Silver', 5],
    [10_000, 'Silver', 5],
    [9_999, 'Bronze', 6],
    [9_999.99, 'Bronze', 6],
    [0, 'Bronze', 6],
    [-1, 'Bronze', 6],
    [NaN, 'Bronze', 6],
  ])('%d -> %s / %d', (power, name, tier) => {
    expect(powerTier(power)).toBe(name);
    expect(holderTier(power)).toBe(tier);
    expect(powerBand(power)).toBe(tier);
  });
});

describe('staking power default', () => {
  it('is 5000 when missing', () => {
    expect(DEFAULT_STAKING_POWER).toBe(5000);
    expect(effectiveStakingPower(null)).toBe(5000);
    expect(effectiveStakingPower(undefined)).toBe(5000);
    expect(effectiveStakingPower(NaN)).toBe(5000);
  });

  it('keeps a real value, including 0', () => {
    expect(effectiveStakingPower(0)).toBe(0);
    expect(effectiveStakingPower(1234.5)).toBe(1234.5);
  });

  it('sums with defaults applied', () => {
    expect(totalStakingPower([100, null, undefined, 0])).toBe(100 + 5000 + 5000);
    expect(totalStakingPower([])).toBe(0);
  });
});

describe('walletPowerColourBand', () => {
  it.each([
    [10_000, 'high'],
    [3000, 'high'],
    [2999, 'medium'],
    [2000, 'medium'],
    [1999, 'low'],
    [1000, 'low'],
    [999, 'base'],
    [0, 'base'],
  ])('%d -> %s', (power, band) => {
    expect(walletPowerColourBand(power)).toBe(band);
  });
});

describe('medalForRank', () => {
  it('gives gold, silver, bronze to the top 3 only', () => {
    expect([0, 1, 2, 3, 4].map(medalForRank)).toEqual([null, 'gold', 'silver', 'bronze', null]);
  });
});
