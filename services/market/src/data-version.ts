import type { Db } from '@nacho/core';

/**
 * A fingerprint of the market data the pages show (the snapshots and the sales they are made of),
 * from one cheap query: a new snapshot, a reset of the history or sales written by any path give
 * the cached first views of the pages new keys (services/page-render).
 */
export async function marketDataFingerprint(db: Db): Promise<string> {
  const row = (await db
    .select(
      db('market_data_history').max('id').as('snapshots'),
      db('market_data_history').min('id').as('first'),
      db('market_sales').max('id').as('sales'),
    )
    .first()) as Record<string, unknown> | undefined;
  return [row?.first, row?.snapshots, row?.sales].map((value) => String(value ?? '-')).join('.');
}
