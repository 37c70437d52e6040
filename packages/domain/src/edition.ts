/** Unique (1 of 1) and rare (1 of 2) NFTs (SPEC section 2, DESIGN section 3). */
import type { NftAttribute } from './types';

export const EDITION_TRAIT = 'Edition';
export const TYPE_TRAIT = 'Type';

export type SpecialKind = 'unique' | 'rare';

function norm(v: unknown): string {
  return String(v ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

function valueOf(attributes: readonly NftAttribute[], traitType: string): string | null {
  const want = traitType.toLowerCase();
  const a = attributes.find((x) => x && typeof x.trait_type === 'string' && x.trait_type.trim().toLowerCase() === want);
  return a ? norm(a.value) : null;
}

/**
 * 'unique' for Edition "1 of 1", 'rare' for Edition "1 of 2"; failing that, a Type value
 * containing "unique" or "rare" (any case); otherwise null.
 */
export function specialKind(attributes: readonly NftAttribute[] | null | undefined): SpecialKind | null {
  if (!Array.isArray(attributes)) return null;
  const edition = valueOf(attributes, EDITION_TRAIT);
  if (edition !== null) {
    const m = /^1 ?(?:of|\/) ?([12])$/.exec(edition);
    if (m) return m[1] === '1' ? 'unique' : 'rare';
  }
  const type = valueOf(attributes, TYPE_TRAIT);
  if (type !== null) {
    if (type.includes('unique')) return 'unique';
    if (type.includes('rare')) return 'rare';
  }
  return null;
}

/** Badge on the NFT detail image. */
export function editionBadgeText(kind: SpecialKind): string {
  return kind === 'unique' ? 'UNIQUE 1/1' : 'RARE 1/2';
}

/** Card badge in the search dialog grid. */
export function specialCardBadge(kind: SpecialKind): string {
  return kind === 'unique' ? '1of1' : '1of2';
}

/** Trait Statistics badge for the Type trait's Unique/Rare values, else null. */
export function traitValueBadge(traitType: string, value: string | number): string | null {
  if (traitType !== TYPE_TRAIT) return null;
  const v = norm(value);
  if (v === 'unique') return 'Unique 1/1';
  if (v === 'rare') return 'Rare 1/2';
  return null;
}

/** Attributes shown in the detail traits grid: everything except Edition. */
export function visibleTraits<T extends NftAttribute>(attributes: readonly T[] | null | undefined): T[] {
  return (attributes ?? []).filter((a) => a.trait_type !== EDITION_TRAIT);
}
