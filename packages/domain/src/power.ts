/** Staking power tiers and colour bands (SPEC sections 4 and 9). */

/** Staking power per token when the source has none. */
export const DEFAULT_STAKING_POWER = 5000;

export type PowerTierName = 'Ruby' | 'Emerald' | 'Platinum' | 'Gold' | 'Silver' | 'Bronze';
export type PowerBand = 1 | 2 | 3 | 4 | 5 | 6;

/** Lower bounds, highest first: index i is tier/band i + 1. */
export const POWER_TIER_THRESHOLDS = [1_000_000, 500_000, 100_000, 50_000, 10_000] as const;
export const POWER_TIER_NAMES: readonly PowerTierName[] = ['Ruby', 'Emerald', 'Platinum', 'Gold', 'Silver', 'Bronze'];

function band(power: number): PowerBand {
  const v = Number.isNaN(power) ? 0 : power;
  const i = POWER_TIER_THRESHOLDS.findIndex((t) => v >= t);
  return (i < 0 ? 6 : i + 1) as PowerBand;
}

/** Tier name by total power: Ruby >= 1,000,000, Emerald >= 500,000, ... else Bronze. */
export function powerTier(total: number): PowerTierName {
  return POWER_TIER_NAMES[band(total) - 1];
}

/** Holder tier 1 (>= 1,000,000) to 6 (< 10,000). */
export function holderTier(power: number): PowerBand {
  return band(power);
}

/** Per-card power band 1 to 6, same thresholds as the tiers. */
export function powerBand(power: number): PowerBand {
  return band(power);
}

/** Staking power with the default applied when missing or not a number. */
export function effectiveStakingPower(power: number | null | undefined): number {
  return typeof power === 'number' && Number.isFinite(power) ? power : DEFAULT_STAKING_POWER;
}

/** Sum of staking powers, each missing one counted as DEFAULT_STAKING_POWER. */
export function totalStakingPower(powers: readonly (number | null | undefined)[]): number {
  return powers.reduce<number>((sum, p) => sum + effectiveStakingPower(p), 0);
}

export type WalletPowerColourBand = 'high' | 'medium' | 'low' | 'base';

/** Colour band for wallet power: >= 3000 high, >= 2000 medium, >= 1000 low, else base. */
export function walletPowerColourBand(power: number): WalletPowerColourBand {
  if (power >= 3000) return 'high';
  if (power >= 2000) return 'medium';
  if (power >= 1000) return 'low';
  return 'base';
}

export type Medal = 'gold' | 'silver' | 'bronze';

/** Top 3 (1-based rank) get gold, silver, bronze; others null. */
export function medalForRank(rank: number): Medal | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}
