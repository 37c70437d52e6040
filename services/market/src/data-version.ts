import type { FingerprintPart } from '@nacho/core';

/**
 * The market data the pages show (the snapshots and the sales they are made of): a new snapshot,
 * a reset of the history or sales written by any path give the cached first views of the pages new
 * keys (services/page-render).
 */
export const marketFingerprint: FingerprintPart = (db) => [
  db('market_data_history').min('id'),
  db('market_data_history').max('id'),
  db('market_sales').max('id'),
];
