import type { SeededRandom } from './seeded-random';
import {
  COLLECTION_SIZE,
  DRAWN_TRAIT_TYPES,
  EDITION_TRAIT,
  EDITION_VALUES,
  RARE_PAIR_COUNT,
  TRAIT_CATALOG,
  TYPE_VALUES,
  UNIQUE_COUNT,
} from './trait-catalog';
import type { TraitValueCount } from './trait-catalog';

export type SpecialKind = 'unique' | 'rare';

export interface TokenTraits {
  tokenId: number;
  special: SpecialKind | null;
  /** Values in DRAWN_TRAIT_TYPES order. */
  drawnValues: string[];
  attributes: { trait_type: string; value: string }[];
}

interface SpecialGroup {
  kind: SpecialKind;
  tokenIds: number[];
}

/** Picks the 10 unique NFTs and the 25 rare pairs among token ids 1..COLLECTION_SIZE. */
function chooseSpecialGroups(random: SeededRandom): SpecialGroup[] {
  const ids = random.shuffle(Array.from({ length: COLLECTION_SIZE }, (_, i) => i + 1));
  const groups: SpecialGroup[] = [];
  for (let i = 0; i < UNIQUE_COUNT; i++) groups.push({ kind: 'unique', tokenIds: [ids[i]] });
  for (let i = 0; i < RARE_PAIR_COUNT; i++) {
    const first = UNIQUE_COUNT + 2 * i;
    groups.push({ kind: 'rare', tokenIds: [ids[first], ids[first + 1]] });
  }
  return groups;
}

/**
 * Exact-count assignment for one trait type: each special group takes one value (picked uniformly
 * among distinct values with enough copies left, which favours rare values), then the remaining
 * copies are shuffled over the common NFTs. Every copy of every value is used exactly once.
 */
function assignTraitType(
  random: SeededRandom,
  catalog: TraitValueCount[],
  groups: SpecialGroup[],
  commonIds: number[],
): string[] {
  const remaining = new Map(catalog.map((entry) => [entry.value, entry.count]));
  const byToken = new Array<string>(COLLECTION_SIZE);
  for (const group of groups) {
    const needed = group.tokenIds.length;
    const candidates = catalog.filter((entry) => (remaining.get(entry.value) ?? 0) >= needed);
    const value = random.pick(candidates).value;
    remaining.set(value, (remaining.get(value) ?? 0) - needed);
    for (const tokenId of group.tokenIds) byToken[tokenId - 1] = value;
  }
  const pool: string[] = [];
  for (const entry of catalog) {
    for (let i = remaining.get(entry.value) ?? 0; i > 0; i--) pool.push(entry.value);
  }
  if (pool.length !== commonIds.length) throw new Error('trait catalog counts do not match the collection size');
  random.shuffle(pool);
  commonIds.forEach((tokenId, index) => {
    byToken[tokenId - 1] = pool[index];
  });
  return byToken;
}

export function assignTraits(random: SeededRandom): TokenTraits[] {
  const groups = chooseSpecialGroups(random);
  const specialKind = new Map<number, SpecialKind>();
  for (const group of groups) for (const tokenId of group.tokenIds) specialKind.set(tokenId, group.kind);
  const commonIds: number[] = [];
  for (let tokenId = 1; tokenId <= COLLECTION_SIZE; tokenId++) if (!specialKind.has(tokenId)) commonIds.push(tokenId);

  const valuesByType = DRAWN_TRAIT_TYPES.map((type) => assignTraitType(random, TRAIT_CATALOG[type], groups, commonIds));

  const tokens: TokenTraits[] = [];
  for (let tokenId = 1; tokenId <= COLLECTION_SIZE; tokenId++) {
    const special = specialKind.get(tokenId) ?? null;
    const drawnValues = valuesByType.map((values) => values[tokenId - 1]);
    const attributes = drawnValues.map((value, index) => ({ trait_type: DRAWN_TRAIT_TYPES[index] as string, value }));
    attributes.push({ trait_type: 'Type', value: special ? TYPE_VALUES[special] : TYPE_VALUES.common });
    if (special) attributes.push({ trait_type: EDITION_TRAIT, value: EDITION_VALUES[special] });
    tokens.push({ tokenId, special, drawnValues, attributes });
  }
  return tokens;
}
