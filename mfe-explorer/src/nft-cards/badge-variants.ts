import { gridRankBand, powerBand, type GridRankBand, type PowerBand, type PowerTierName } from '@nacho/domain';
import type { BadgeVariant } from '@nacho/ui';

/** Power badge colour by the card's power band (the tier colours: 1 Ruby ... 6 Bronze). */
const POWER_BAND_VARIANT: Record<PowerBand, BadgeVariant> = {
  1: 'ruby',
  2: 'emerald',
  3: 'platinum',
  4: 'gold',
  5: 'silver',
  6: 'bronze',
};

const RANK_BAND_VARIANT: Record<GridRankBand, BadgeVariant> = {
  top100: 'unique',
  top500: 'gold',
  top1000: 'silver',
  rest: 'muted',
};

export function powerBadgeVariant(power: number): BadgeVariant {
  return POWER_BAND_VARIANT[powerBand(power)];
}

export function rankBadgeVariant(rank: number | null): BadgeVariant {
  return RANK_BAND_VARIANT[gridRankBand(rank)];
}

const TIER_VARIANT: Record<PowerTierName, BadgeVariant> = {
  Ruby: 'ruby',
  Emerald: 'emerald',
  Platinum: 'platinum',
  Gold: 'gold',
  Silver: 'silver',
  Bronze: 'bronze',
};

/** Badge colour of a wallet's power tier. */
export function tierBadgeVariant(tier: PowerTierName): BadgeVariant {
  return TIER_VARIANT[tier];
}
