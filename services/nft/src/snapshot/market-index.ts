import { EDITION_TRAIT } from '@nacho/domain';
import type { TokenEntry, TraitTypeStats } from './types';

export const SOMPI_PER_KAS = 100_000_000;

export interface Floor {
  floorKas: number | null;
  floorTokenId: number | null;
  listed: number;
}

export type ValueBasis = 'collection_floor' | 'trait_floor' | 'last_sale';

export interface TokenValue {
  valueKas: number;
  basis: ValueBasis | null;
}

export interface MarketIndex {
  /** KAS in USD from the newest market snapshot that has a rate. */
  kasUsd: number | null;
  collection: Floor;
  /** Every trait value of the trait stats (Edition excluded), in their order. */
  traits: ({ category: string; value: string } & Floor)[];
  valueOf(tokenId: number): TokenValue;
}

const traitKey = (type: string, value: string) => `${type}\u0000${value}`;
const emptyFloor = (): Floor => ({ floorKas: null, floorTokenId: null, listed: 0 });

function consider(floor: Floor, token: TokenEntry, price: number): void {
  floor.listed += 1;
  if (
    floor.floorKas === null ||
    price < floor.floorKas ||
    (price === floor.floorKas && token.tokenId < floor.floorTokenId!)
  ) {
    floor.floorKas = price;
    floor.floorTokenId = token.tokenId;
  }
}

/**
 * Floors (the cheapest listed NFT of the collection and of each trait value, ties to the lower id)
 * and the value rule: each NFT at the highest of the collection floor, its highest trait floor and
 * its last sale price.
 */
export function buildMarketIndex(
  tokens: readonly TokenEntry[],
  traitStats: readonly TraitTypeStats[],
  kasUsd: number | null,
): MarketIndex {
  const collection = emptyFloor();
  const byTrait = new Map<string, Floor>();
  for (const stats of traitStats)
    for (const v of stats.values) byTrait.set(traitKey(stats.name, v.value), emptyFloor());
  for (const token of tokens) {
    if (!token.listing) continue;
    const price = token.listing.priceKas;
    consider(collection, token, price);
    for (const attribute of token.metadata?.attributes ?? []) {
      if (attribute.trait_type === EDITION_TRAIT) continue;
      const key = traitKey(attribute.trait_type, String(attribute.value));
      let floor = byTrait.get(key);
      if (!floor) byTrait.set(key, (floor = emptyFloor()));
      consider(floor, token, price);
    }
  }
  const traits = traitStats
    .filter((stats) => stats.name !== EDITION_TRAIT)
    .flatMap((stats) =>
      stats.values.map((v) => ({
        category: stats.name,
        value: v.value,
        ...byTrait.get(traitKey(stats.name, v.value))!,
      })),
    );

  const tokenById = new Map(tokens.map((t) => [t.tokenId, t]));
  const values = new Map<number, TokenValue>();
  const valueOf = (tokenId: number): TokenValue => {
    const cached = values.get(tokenId);
    if (cached) return cached;
    const token = tokenById.get(tokenId);
    let best: TokenValue = { valueKas: 0, basis: null };
    const offer = (valueKas: number | null, basis: ValueBasis) => {
      if (valueKas !== null && valueKas > best.valueKas) best = { valueKas, basis };
    };
    offer(collection.floorKas, 'collection_floor');
    for (const attribute of token?.metadata?.attributes ?? []) {
      if (attribute.trait_type === EDITION_TRAIT) continue;
      offer(byTrait.get(traitKey(attribute.trait_type, String(attribute.value)))?.floorKas ?? null, 'trait_floor');
    }
    offer(token?.lastSaleKas ?? null, 'last_sale');
    values.set(tokenId, best);
    return best;
  };
  return { kasUsd, collection, traits, valueOf };
}
