import type { MarketSale } from './market/market-source';
import { opScoreToEpochMs } from '../activity/op-score-time';
import type {
  CollectionInfo,
  CollectionSource,
  ListingEvent,
  NftMetadataDoc,
  OwnershipEntry,
  TokenRecord,
} from './types';

export interface CollectionSnapshot {
  info: CollectionInfo;
  tokens: TokenRecord[];
  metadata: Map<number, NftMetadataDoc>;
  sales: MarketSale[];
  /** Ownership histories, oldest first; a token without one has a single entry (owner, opScoreMod). */
  histories?: Map<number, OwnershipEntry[]>;
  listingEvents?: Map<number, ListingEvent[]>;
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
    async fetchHistory(tokenId) {
      const token = data().tokens.find((t) => t.tokenId === tokenId);
      if (!token) return null;
      const history = data().histories?.get(tokenId);
      if (!history) return [{ owner: token.owner, opScoreMod: token.opScoreMod, txId: null }];
      // What has not happened yet is not on chain.
      const until = now();
      return history.filter((entry, index) => index === 0 || (opScoreToEpochMs(entry.opScoreMod) ?? 0) <= until);
    },
    async fetchListingEvents(tokenId) {
      const until = now();
      return (data().listingEvents?.get(tokenId) ?? []).filter((event) => event.at <= until);
    },
    async fetchSales(sinceMs) {
      const until = now();
      return data().sales.filter((sale) => sale.soldAt > sinceMs && sale.soldAt <= until);
    },
  };
}
