import { EDITION_TRAIT } from '@nacho/domain';

/** An attribute as found in stored metadata: OpenSea style, value possibly a number. */
export interface RawAttribute {
  trait_type: string;
  value: unknown;
}

export interface TokenTraits {
  tokenId: number;
  /** trait type -> value (stringified); Edition and empty values left out. */
  traits: Map<string, string>;
}

const EDITION = EDITION_TRAIT.toLowerCase();

/**
 * The traits that count for statistics and rarity: Edition excluded, values as strings,
 * a missing or empty value treated as absent, and the first of a repeated trait type kept.
 */
export function countedTraits(attributes: readonly RawAttribute[] | null | undefined): Map<string, string> {
  const traits = new Map<string, string>();
  for (const attribute of attributes ?? []) {
    if (!attribute || typeof attribute.trait_type !== 'string') continue;
    const type = attribute.trait_type;
    if (type.trim().toLowerCase() === EDITION || traits.has(type)) continue;
    if (attribute.value === null || attribute.value === undefined) continue;
    const value = String(attribute.value);
    if (value === '') continue;
    traits.set(type, value);
  }
  return traits;
}
