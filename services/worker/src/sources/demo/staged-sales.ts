import { epochMsToOpScore } from '../../activity/op-score-time';
import type { MarketSale } from '../market/market-source';
import type { CollectionSource, OwnershipEntry, TokenRecord } from '../types';

/** A sale made to happen now (a test aid outside production): the token goes to `buyer` at `soldAt`. */
export interface StagedSale {
  orderId: string;
  tokenId: number;
  buyer: string;
  priceKas: number;
  soldAt: number;
}

/** The sales staged so far, shared by the test aid that adds them and every source run that reads them. */
export interface StagedSales {
  add(sale: Omit<StagedSale, 'orderId'>): StagedSale;
  list(): readonly StagedSale[];
}

export function createStagedSales(): StagedSales {
  const sales: StagedSale[] = [];
  return {
    add(sale) {
      const staged = { ...sale, orderId: `staged-${sale.soldAt.toString(16)}-${sales.length}` };
      sales.push(staged);
      return staged;
    },
    list: () => sales,
  };
}

const byOpScore = (a: OwnershipEntry, b: OwnershipEntry) => {
  const d = BigInt(a.opScoreMod) - BigInt(b.opScoreMod);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/**
 * The source with the staged sales on chain and on the market, as the indexer and the market would
 * show a real one: the token's history gains the transfer, its owner and opScoreMod become the
 * newest entry's, its listing ends, and the sale (seller: the owner before it) is handed out once
 * its time has come. So the collection sync and the activity sync take their ordinary path.
 */
export function withStagedSales(source: CollectionSource, staged: StagedSales): CollectionSource {
  const stagedOf = (tokenId: number) => staged.list().filter((sale) => sale.tokenId === tokenId);
  const innerHistory = async (tokenId: number, signal?: AbortSignal): Promise<OwnershipEntry[] | null> =>
    source.fetchHistory ? source.fetchHistory(tokenId, signal) : null;
  const historyOf = async (tokenId: number, signal?: AbortSignal): Promise<OwnershipEntry[] | null> => {
    const history = await innerHistory(tokenId, signal);
    const sales = stagedOf(tokenId);
    if (!history || !sales.length) return history;
    const [mint, ...rest] = history;
    const transfers = sales.map((s) => ({ owner: s.buyer, opScoreMod: epochMsToOpScore(s.soldAt), txId: null }));
    return [mint!, ...[...rest, ...transfers].sort(byOpScore)];
  };
  const withSale = async (token: TokenRecord): Promise<TokenRecord> => {
    if (!stagedOf(token.tokenId).length) return token;
    const newest = (await historyOf(token.tokenId))?.at(-1);
    return newest ? { ...token, owner: newest.owner, opScoreMod: newest.opScoreMod, listing: null } : token;
  };
  const sellerOf = async (sale: StagedSale): Promise<string | null> => {
    const before = (await historyOf(sale.tokenId))?.filter(
      (entry) => BigInt(entry.opScoreMod) < BigInt(epochMsToOpScore(sale.soldAt)),
    );
    return before?.at(-1)?.owner ?? null;
  };
  return {
    ...source,
    name: source.name,
    async *listTokens(signal) {
      for await (const page of source.listTokens(signal)) yield await Promise.all(page.map(withSale));
    },
    fetchHistory: historyOf,
    async fetchSales(sinceMs, signal) {
      const theirs = (await source.fetchSales?.(sinceMs, signal)) ?? [];
      const due = staged.list().filter((sale) => sale.soldAt > sinceMs && sale.soldAt <= Date.now());
      const ours: MarketSale[] = await Promise.all(
        due.map(async (sale) => ({ ...sale, seller: await sellerOf(sale) })),
      );
      return [...theirs, ...ours].sort((a, b) => a.soldAt - b.soldAt);
    },
  };
}
