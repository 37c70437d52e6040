import type { Attribute } from '../api/explorer-types';

/** The value of one trait type, or null when the NFT has none (no metadata yet). */
export function traitValue(attributes: readonly Attribute[], traitType: string): string | null {
  const found = attributes.find((attribute) => attribute.trait_type === traitType);
  return found ? String(found.value) : null;
}

/**
 * A trait value as every screen shows it: each word capitalised ("knitted bobble hat" ->
 * "Knitted Bobble Hat"), like the CSS `capitalize` the HTML lists use. For places CSS cannot
 * reach the same way, such as chart labels drawn in SVG and their tooltips.
 */
export function traitValueLabel(value: string): string {
  return value.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
