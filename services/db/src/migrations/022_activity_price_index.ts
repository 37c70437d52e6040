import type { Knex } from 'knex';

/**
 * Issue 38: the activity feed's price range. Only listings carry a price in `nft_activity`; a range
 * that few listings fall in (or none) was read through the (kind, at, id) index newest first and
 * filtered, which walks every listing of the table when nothing matches (PostgreSQL 410 ms, a
 * parallel scan, over 1,000,000 rows). This partial index reads the range itself; a wide range still
 * goes newest first through (kind, at, id) (queries/activity-feed.ts chooses by the range's size).
 * The same for the sales of the market source (market_sales).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('nft_activity', (t) => {
    t.index(['price_sompi', 'at', 'id'], 'nft_activity_price_index', { predicate: knex.whereNotNull('price_sompi') });
  });
  await knex.schema.alterTable('market_sales', (t) => {
    t.index(['source', 'price_kas', 'sold_at', 'id'], 'market_sales_price_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('market_sales', (t) => {
    t.dropIndex(['source', 'price_kas', 'sold_at', 'id'], 'market_sales_price_index');
  });
  await knex.schema.alterTable('nft_activity', (t) => {
    t.dropIndex(['price_sompi', 'at', 'id'], 'nft_activity_price_index');
  });
}
