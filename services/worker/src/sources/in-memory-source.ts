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

const timeOf = (entry: OwnershipEntry) => opScoreToEpochMs(entry.opScoreMod) ?? 0;

/**
 * The token as an indexer shows it at `until`: its holder and op score are those of its newest
 * operation by then (a transfer or sale later today in the demo is not on chain yet), so that a
 * sale, when its time comes, changes the token's op score and the activity sync reads its history.
 */
function tokenAt(token: TokenRecord, history: readonly OwnershipEntry[] | undefined, until: number): TokenRecord {
  if (!history?.length) return token;
  // Oldest first: the newest entry by `until` (the mint when none is).
  let i = history.length - 1;
  while (i > 0 && timeOf(history[i]!) > until) i -= 1;
  const held = history[i]!;
  return held.owner === token.owner && held.opScoreMod === token.opScoreMod
    ? token
    : { ...token, owner: held.owner, opScoreMod: held.opScoreMod };
}

/**
 * A source answering from a snapshot built on first use (once per source instance).
 * The demo source is one; tests use it with hand-made snapshots. What happens later than `now`
 * (sales, transfers, listings) has not happened yet and is not handed out.
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
      const { tokens, histories } = data();
      const until = now();
      for (let i = 0; i < tokens.length; i += PAGE_SIZE)
        yield tokens.slice(i, i + PAGE_SIZE).map((t) => tokenAt(t, histories?.get(t.tokenId), until));
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
      return history.filter((entry, index) => index === 0 || timeOf(entry) <= until);
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
