import type { Db } from '@nacho/core';
import { insertNewSales, newestStoredSaleAt } from '../sources/market/market-sales-table';
import type { CollectionSource } from '../sources/types';

/** Stores the source's sales newer than the newest stored one of that source; returns how many were new. */
export async function storeNewSales(db: Db, source: CollectionSource, signal?: AbortSignal): Promise<number> {
  if (!source.fetchSales) return 0;
  const sales = await source.fetchSales((await newestStoredSaleAt(db, source.name)) ?? 0, signal);
  return insertNewSales(db, source.name, sales);
}
