import type { CollectionSnapshot } from '../sources/in-memory-source';

const isSpecial = (snapshot: CollectionSnapshot, tokenId: number) =>
  snapshot.metadata.get(tokenId)?.attributes.some((a) => a.trait_type === 'Edition') ?? false;

/**
 * `count` tokens of the collection: every special one (Edition "1 of 1" or "1 of 2") and the first
 * of the others, in the source's order, with their metadata and sales only and `minted` saying so
 * (the sync checks the listed tokens against it). What a sync does with 1,000 tokens it does with
 * 10,000: the tests of its behaviour use this sample; one acceptance test syncs all 10,000.
 */
export function sampleOfTokens(snapshot: CollectionSnapshot, count: number): CollectionSnapshot {
  const specials = snapshot.tokens.filter((t) => isSpecial(snapshot, t.tokenId));
  if (specials.length > count) throw new Error(`a sample of ${count} cannot hold the ${specials.length} specials`);
  const others = snapshot.tokens.filter((t) => !isSpecial(snapshot, t.tokenId)).slice(0, count - specials.length);
  const ids = new Set([...specials, ...others].map((t) => t.tokenId));
  const tokens = snapshot.tokens.filter((t) => ids.has(t.tokenId));
  return {
    info: { ...snapshot.info, minted: String(tokens.length) },
    tokens,
    metadata: new Map([...snapshot.metadata].filter(([tokenId]) => ids.has(tokenId))),
    sales: snapshot.sales.filter((sale) => ids.has(sale.tokenId)),
  };
}
