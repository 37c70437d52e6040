import type { Attribute } from '../api/explorer-types';

/** The value of one trait type, or null when the NFT has none (no metadata yet). */
export function traitValue(attributes: readonly Attribute[], traitType: string): string | null {
  const found = attributes.find((attribute) => attribute.trait_type === traitType);
  return found ? String(found.value) : null;
}
