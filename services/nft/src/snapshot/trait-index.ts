import { EDITION_TRAIT, TRAIT_TYPES } from '@nacho/domain';
import { TokenBitset } from './token-bitset';
import type { TokenEntry, TraitTypeStats, TraitValueStat } from './types';

/** Selected values per canonical trait type: any value within a type, every type must match. */
export type TraitSelection = Map<string, string[]>;

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Trait types in display order: the known NACHO order first, then any others by name. */
export function orderTraitTypes(types: Iterable<string>): string[] {
  const known = TRAIT_TYPES as readonly string[];
  const present = new Set(types);
  const extra = [...present].filter((t) => !known.includes(t)).sort(byName);
  return [...known.filter((t) => present.has(t)), ...extra];
}

/** Values most common first, then by name (numbers in numeric order). */
export function compareTraitValues(
  a: Pick<TraitValueStat, 'value' | 'count'>,
  b: Pick<TraitValueStat, 'value' | 'count'>,
): number {
  return b.count - a.count || byName(a.value, b.value);
}

/**
 * trait type -> value -> the tokens having it, plus the collection's trait statistics.
 * Edition is not a filterable trait (it is excluded from trait statistics too).
 */
export class TraitIndex {
  /** Canonical type names that filters may use, in display order. */
  readonly types: string[];
  private readonly typeByLowerName = new Map<string, string>();
  private readonly tokensByValue = new Map<string, Map<string, TokenBitset>>();
  private readonly valueByLowerName = new Map<string, Map<string, string>>();
  private readonly stats = new Map<string, Map<string, TraitValueStat>>();

  /** @param highestTokenId the largest token id any bitset must hold */
  constructor(
    tokens: readonly TokenEntry[],
    traitStats: readonly TraitTypeStats[],
    private readonly highestTokenId: number,
  ) {
    for (const token of tokens) {
      for (const attribute of token.metadata?.attributes ?? []) {
        if (attribute.trait_type === EDITION_TRAIT) continue;
        const values = this.tokensByValue.get(attribute.trait_type) ?? new Map<string, TokenBitset>();
        this.tokensByValue.set(attribute.trait_type, values);
        const value = String(attribute.value);
        let set = values.get(value);
        if (!set) {
          set = new TokenBitset(highestTokenId);
          values.set(value, set);
        }
        set.add(token.tokenId);
      }
    }
    for (const type of traitStats) {
      this.stats.set(type.name, new Map(type.values.map((v) => [v.value, v])));
    }
    this.types = orderTraitTypes([...TRAIT_TYPES, ...this.tokensByValue.keys(), ...this.stats.keys()]);
    for (const type of this.types) {
      this.typeByLowerName.set(type.toLowerCase(), type);
      const lower = new Map<string, string>();
      for (const value of [...(this.tokensByValue.get(type)?.keys() ?? []), ...(this.stats.get(type)?.keys() ?? [])]) {
        if (!lower.has(value.toLowerCase())) lower.set(value.toLowerCase(), value);
      }
      this.valueByLowerName.set(type, lower);
    }
  }

  /** The canonical name of a trait type, matched case-insensitively; undefined when unknown. */
  resolveType(name: string): string | undefined {
    return this.typeByLowerName.get(name.trim().toLowerCase());
  }

  /** The stored spelling of a value (exact match first, then case-insensitive); the input when unknown. */
  resolveValue(type: string, value: string): string {
    const trimmed = value.trim();
    if (this.tokensByValue.get(type)?.has(trimmed) || this.stats.get(type)?.has(trimmed)) return trimmed;
    return this.valueByLowerName.get(type)?.get(trimmed.toLowerCase()) ?? trimmed;
  }

  /** Tokens matching the selection; null when nothing is selected (everything matches). */
  match(selection: TraitSelection): TokenBitset | null {
    let result: TokenBitset | null = null;
    for (const [type, values] of selection) {
      const byValue = this.tokensByValue.get(type);
      const anyOf = new TokenBitset(this.highestTokenId);
      for (const value of values) {
        const set = byValue?.get(value);
        if (set) anyOf.orInPlace(set);
      }
      result = result ? result.andInPlace(anyOf) : anyOf;
    }
    return result;
  }

  /** The collection-wide count and percentage of a trait value (from trait_stats). */
  stat(type: string, value: string): TraitValueStat | undefined {
    return this.stats.get(type)?.get(value);
  }
}
