/** Pure UI sort rules (SPEC section 4 "Sorting", "Holders list", Trait Statistics). */
import { effectiveStakingPower } from './power';
import { rankForSort } from './rarity';
import type { SortDirection, SortState } from './types';

export function toggleDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

export type HolderSortColumn = 'address' | 'tokenCount' | 'stakingPower';
export const DEFAULT_HOLDER_SORT: SortState<HolderSortColumn> = { column: 'tokenCount', direction: 'desc' };

/** Holders list: clicking the active column toggles direction; a new column starts descending. */
export function nextHolderSort<C extends string>(current: SortState<C>, clicked: C): SortState<C> {
  if (current.column === clicked) return { column: clicked, direction: toggleDirection(current.direction) };
  return { column: clicked, direction: 'desc' };
}

export type TraitTableColumn = 'value' | 'count' | 'percentage';
export const DEFAULT_TRAIT_TABLE_SORT: SortState<TraitTableColumn> = { column: 'percentage', direction: 'desc' };

/** Trait table: the active column toggles; a new column starts asc for value, desc for count/percentage. */
export function nextTraitTableSort(
  current: SortState<TraitTableColumn>,
  clicked: TraitTableColumn,
): SortState<TraitTableColumn> {
  if (current.column === clicked) return { column: clicked, direction: toggleDirection(current.direction) };
  return { column: clicked, direction: clicked === 'value' ? 'asc' : 'desc' };
}

export type NftSortColumn = 'tokenId' | 'power' | 'rank';
/** Search dialog default: power, descending. */
export const DEFAULT_DIALOG_SORT: SortState<NftSortColumn> = { column: 'power', direction: 'desc' };
/** Wallet page default: power high to low. */
export const DEFAULT_WALLET_SORT: SortState<NftSortColumn> = { column: 'power', direction: 'desc' };

export interface SortableNft {
  tokenId: number;
  power?: number | null;
  rank?: number | null;
}

/**
 * Compare two NFTs for a sort state. Missing power counts as the default staking power and a
 * missing rank as MISSING_RANK; ties fall back to token id ascending. For rank, 'asc' is
 * rarest first.
 */
export function compareNfts(a: SortableNft, b: SortableNft, sort: SortState<NftSortColumn>): number {
  let d: number;
  if (sort.column === 'power') d = effectiveStakingPower(a.power) - effectiveStakingPower(b.power);
  else if (sort.column === 'rank') d = rankForSort(a.rank) - rankForSort(b.rank);
  else d = a.tokenId - b.tokenId;
  if (sort.direction === 'desc') d = -d;
  return d !== 0 ? d : a.tokenId - b.tokenId;
}

/** A sorted copy. */
export function sortNfts<T extends SortableNft>(items: readonly T[], sort: SortState<NftSortColumn>): T[] {
  return [...items].sort((a, b) => compareNfts(a, b, sort));
}
