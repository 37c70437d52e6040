import type { Db } from '@nacho/core';
import type { MarketSource } from './market-source';

/** A first ingest asks this far back: the 30d frame and its baseline (kaspa.com answers at most 30 days). */
const FIRST_INGEST_MS = 60 * 86_400_000;
/** Later ingests re-ask this much before the newest stored sale, for orders that arrive late. */
const OVERLAP_MS = 10 * 60_000;

export interface IngestResult {
  fetched: number;
  inserted: number;
  skipped: number;
}

async function countSales(db: Db, source: string): Promise<number> {
  const row = (await db('market_sales').where({ source }).count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}

/** Stores the source's sales since shortly before the newest stored one; an order already stored is left alone. */
export async function storeMarketSales(db: Db, source: MarketSource, now: number, signal?: AbortSignal): Promise<IngestResult> {
  const newest = (await db('market_sales').where({ source: source.name }).max({ at: 'sold_at' }).first()) as { at: number | string | null } | undefined;
  const since = newest?.at == null ? now - FIRST_INGEST_MS : Number(newest.at) - OVERLAP_MS;
  const { sales, skipped } = await source.fetchSalesSince(since, signal);
  const before = await countSales(db, source.name);
  for (let i = 0; i < sales.length; i += 500) {
    const rows = sales.slice(i, i + 500).map((s) => ({
      order_id: s.orderId,
      token_id: s.tokenId,
      price_kas: s.priceKas,
      seller: s.seller?.toLowerCase() ?? null,
      buyer: s.buyer?.toLowerCase() ?? null,
      sold_at: s.soldAt,
      source: source.name,
    }));
    await db('market_sales').insert(rows).onConflict('order_id').ignore();
  }
  return { fetched: sales.length, inserted: (await countSales(db, source.name)) - before, skipped };
}
