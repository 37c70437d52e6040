import type { SortDirection, WalletSort } from '../api/explorer-types';

/** SPEC wallet page sorts: ID asc/desc, Power high-low / low-high (default), Rarity rarest / common first; asking price (issue 38). */
export const WALLET_SORT_OPTIONS = [
  { value: 'power-desc', label: 'Power: high to low', sort: 'power', direction: 'desc' },
  { value: 'power-asc', label: 'Power: low to high', sort: 'power', direction: 'asc' },
  { value: 'id-asc', label: 'ID: ascending', sort: 'id', direction: 'asc' },
  { value: 'id-desc', label: 'ID: descending', sort: 'id', direction: 'desc' },
  { value: 'rarity-asc', label: 'Rarity: rarest first', sort: 'rarity', direction: 'asc' },
  { value: 'rarity-desc', label: 'Rarity: common first', sort: 'rarity', direction: 'desc' },
  { value: 'price-asc', label: 'Price: low to high', sort: 'price', direction: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', sort: 'price', direction: 'desc' },
] as const satisfies ReadonlyArray<{ value: string; label: string; sort: WalletSort; direction: SortDirection }>;

export type WalletSortOption = (typeof WALLET_SORT_OPTIONS)[number]['value'];
export const DEFAULT_WALLET_SORT_OPTION: WalletSortOption = 'power-desc';

export function isWalletSortOption(value: string | null): value is WalletSortOption {
  return WALLET_SORT_OPTIONS.some((option) => option.value === value);
}

export function walletSortOption(value: WalletSortOption) {
  return WALLET_SORT_OPTIONS.find((option) => option.value === value)!;
}
