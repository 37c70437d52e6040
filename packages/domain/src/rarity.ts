/** Rarity labels, rank bands and rank bar (SPEC sections 2, 4 and 9). */
import { COLLECTION_SIZE } from './constants';

/** A missing rarity rank sorts (and bands) as this. */
export const MISSING_RANK = 10000;

/** Trait rarity label by the percentage of NFTs having the trait ("?" when not a number). */
export function rarityLabel(percentage: number): string {
  if (!Number.isFinite(percentage)) return '?';
  if (percentage <= 0.1) return 'Unique!';
  if (percentage <= 1) return 'Super Rare';
  if (percentage <= 3) return 'Very Rare';
  if (percentage <= 7) return 'Rare';
  if (percentage <= 15) return 'Uncommon';
  return `${percentage.toFixed(1)}%`;
}

/** Rank used for sorting: a missing or invalid rank is MISSING_RANK. */
export function rankForSort(rank: number | null | undefined): number {
  return typeof rank === 'number' && Number.isFinite(rank) && rank > 0 ? rank : MISSING_RANK;
}

export type RarityRankBand = 'mythic' | 'legendary' | 'epic' | 'rare' | 'uncommon' | 'common';

/** Colour band for a rarity rank: <=100, <=300, <=700, <=1500, <=3000, above. */
export function rarityRankBand(rank: number | null | undefined): RarityRankBand {
  const r = rankForSort(rank);
  if (r <= 100) return 'mythic';
  if (r <= 300) return 'legendary';
  if (r <= 700) return 'epic';
  if (r <= 1500) return 'rare';
  if (r <= 3000) return 'uncommon';
  return 'common';
}

export type GridRankBand = 'top100' | 'top500' | 'top1000' | 'rest';

/** Card grid rank badge band: <=100, <=500, <=1000, else. */
export function gridRankBand(rank: number | null | undefined): GridRankBand {
  const r = rankForSort(rank);
  if (r <= 100) return 'top100';
  if (r <= 500) return 'top500';
  if (r <= 1000) return 'top1000';
  return 'rest';
}

/** Width percent of the rank bar: 100 - rank / 10000 * 100, clamped to 0..100; unknown rank 0. */
export function rankBarWidthPercent(rank: number | null | undefined): number {
  if (typeof rank !== 'number' || !Number.isFinite(rank)) return 0;
  const w = 100 - (rank / COLLECTION_SIZE) * 100;
  return Math.min(100, Math.max(0, w));
}

/** Rank badge text: "#rank", or "?" when unknown. */
export function rankBadgeText(rank: number | null | undefined): string {
  return typeof rank === 'number' && Number.isFinite(rank) && rank > 0 ? `#${rank}` : '?';
}

/** Number of NFTs with a trait, from its percentage of the collection. */
export function traitCountFromPercentage(percentage: number): number {
  return Math.round((percentage / 100) * COLLECTION_SIZE);
}

export type TraitShareLabel = 'Unique' | 'Rare' | 'highlight';

/** Label for the share of a wallet's NFTs having a trait value: 100% Unique, >90% Rare, >50% highlight. */
export function traitShareLabel(sharePercent: number): TraitShareLabel | null {
  if (sharePercent >= 100) return 'Unique';
  if (sharePercent > 90) return 'Rare';
  if (sharePercent > 50) return 'highlight';
  return null;
}
