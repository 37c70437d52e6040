import type { Db } from '@nacho/core';
import { insertNewSales, newestStoredSaleAt } from './market-sales-table';
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

/** Stores the source's sales since shortly before the newest stored one; an order already stored is left alone. */
export async function storeMarketSales(
  db: Db,
  source: MarketSource,
  now: number,
  signal?: AbortSignal,
): Promise<IngestResult> {
  const newest = await newestStoredSaleAt(db, source.name);
  const since = newest === null ? now - FIRST_INGEST_MS : newest - OVERLAP_MS;
  const { sales, skipped } = await source.fetchSalesSince(since, signal);
  return { fetched: sales.length, inserted: await insertNewSales(db, source.name, sales), skipped };
}
