import type { Db } from '@nacho/core';
import type { CollectionSource } from '../sources/types';
import { chunked } from './batch';

async function countSales(db: Db, source: string): Promise<number> {
  const row = (await db('market_sales').where({ source }).count({ n: '*' }).first()) as { n: number | string };
  return Number(row.n);
}

/** Stores the source's sales newer than the newest stored one of that source; returns how many were new. */
export async function storeNewSales(db: Db, source: CollectionSource, signal?: AbortSignal): Promise<number> {
  if (!source.fetchSales) return 0;
  const newest = (await db('market_sales').where({ source: source.name }).max({ at: 'sold_at' }).first()) as { at: number | null } | undefined;
  const sales = await source.fetchSales(Number(newest?.at ?? 0), signal);
  if (!sales.length) return 0;
  const before = await countSales(db, source.name);
  for (const chunk of chunked(sales)) {
    const rows = chunk.map((s) => ({
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
  return (await countSales(db, source.name)) - before;
}
