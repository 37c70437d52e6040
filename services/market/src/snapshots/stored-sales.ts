import type { Db } from '@nacho/core';
import type { SaleForStats } from '../stats/frame-stats';

interface SaleRow {
  price_kas: number | string;
  sold_at: number | string;
  buyer: string | null;
  seller: string | null;
}

/** The source's stored sales in (from, to], oldest first. */
export async function loadSalesForStats(db: Db, source: string, from: number, to: number): Promise<SaleForStats[]> {
  const rows = (await db('market_sales')
    .select('price_kas', 'sold_at', 'buyer', 'seller')
    .where({ source })
    .andWhere('sold_at', '>', from)
    .andWhere('sold_at', '<=', to)
    .orderBy('sold_at')) as SaleRow[];
  return rows.map((r) => ({
    priceKas: Number(r.price_kas),
    soldAt: Number(r.sold_at),
    buyer: r.buyer,
    seller: r.seller,
  }));
}
