import type { Db } from '@nacho/core';
import { chunked } from '../../sync/batch';
import type { MarketSale } from './market-source';

/** When the newest stored sale of `source` was sold (epoch ms); null while it has none. */
export async function newestStoredSaleAt(db: Db, source: string): Promise<number | null> {
  const row = (await db('market_sales').where({ source }).max({ at: 'sold_at' }).first()) as
    { at: number | string | null } | undefined;
  return row?.at == null ? null : Number(row.at);
}

async function countSales(db: Db, source: string): Promise<number> {
  const row = (await db('market_sales').where({ source }).count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}

/** Stores the sales as `source`'s market_sales rows (addresses lower-cased); an order stored already is left alone. Returns how many were new. */
export async function insertNewSales(db: Db, source: string, sales: readonly MarketSale[]): Promise<number> {
  if (!sales.length) return 0;
  const before = await countSales(db, source);
  for (const chunk of chunked(sales)) {
    const rows = chunk.map((s) => ({
      order_id: s.orderId,
      token_id: s.tokenId,
      price_kas: s.priceKas,
      seller: s.seller?.toLowerCase() ?? null,
      buyer: s.buyer?.toLowerCase() ?? null,
      sold_at: s.soldAt,
      source,
    }));
    await db('market_sales').insert(rows).onConflict('order_id').ignore();
  }
  return (await countSales(db, source)) - before;
}
