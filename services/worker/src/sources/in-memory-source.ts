import type { MarketSale } from './market/market-source';
import type { CollectionInfo, CollectionSource, NftMetadataDoc, TokenRecord } from './types';

export interface CollectionSnapshot {
  info: CollectionInfo;
  tokens: TokenRecord[];
  metadata: Map<number, NftMetadataDoc>;
  sales: MarketSale[];
}

const PAGE_SIZE = 1000;

/**
 * A source answering from a snapshot built on first use (once per source instance).
 * The demo source is one; tests use it with hand-made snapshots. Sales later than `now`
 * have not happened yet and are not handed out.
 */
export function createInMemorySource(
  name: string,
  load: () => CollectionSnapshot,
  now: () => number = Date.now,
): CollectionSource {
  let snapshot: CollectionSnapshot | undefined;
  const data = () => (snapshot ??= load());
  return {
    name,
    async fetchCollectionInfo() {
      return data().info;
    },
    async *listTokens() {
      const { tokens } = data();
      for (let i = 0; i < tokens.length; i += PAGE_SIZE) yield tokens.slice(i, i + PAGE_SIZE);
    },
    async fetchMetadata(tokenId) {
      return data().metadata.get(tokenId) ?? null;
    },
    async fetchSales(sinceMs) {
      const until = now();
      return data().sales.filter((sale) => sale.soldAt > sinceMs && sale.soldAt <= until);
    },
  };
}
