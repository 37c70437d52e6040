import type { SpecialKind } from '@nacho/domain';

/** ?type=unique or ?type=rare selects the tab; anything else shows the 1-of-1 tab. */
export function specialTabFromQuery(type: string | null): SpecialKind {
  return type?.trim().toLowerCase() === 'rare' ? 'rare' : 'unique';
}

export const SPECIAL_TAB_TEXT: Record<SpecialKind, { label: string; empty: string; noun: string }> = {
  unique: { label: '1-of-1 NFTs', empty: 'No Unique NFTs found', noun: 'unique' },
  rare: { label: '1-of-2 NFTs', empty: 'No Rare NFTs found', noun: 'rare' },
};

export const SPECIAL_NFTS_ERROR_TEXT = 'Error loading Special NFTs. Please try again later.';
