import type { Knex } from 'knex';

/**
 * What happened to each NFT and what is listed now (issue 38).
 *
 * - `nft_activity`: mints and transfers read from the indexer's ownership history, listings and
 *   delistings observed from the tokens' listing state. One row per event, unique on
 *   (token_id, op_score, kind), so reading a history again never doubles a row. Sales stay in
 *   market_sales (the one truth of a sale); a transfer that a sale explains names it in
 *   sale_order_id, and the activity read shows the sale in its place.
 *   `id` is the tie-break of the newest-first keyset (at desc, id desc); each filter of the feed
 *   has an index ending in (at, id).
 * - `nft_listings`: each listed token's asking price (sompi, exact), written by the collection sync
 *   from the owner list it walks anyway.
 * - `activity_token_state`: per token, the op_score_mod and listing key the activity sync last read
 *   the history at; a token whose values still match is not read again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('nft_activity', (t) => {
    t.increments('id').primary();
    t.integer('token_id').notNullable();
    t.string('kind', 12).notNullable();
    t.string('from_addr', 100);
    t.string('to_addr', 100);
    t.bigInteger('price_sompi');
    t.bigInteger('at').notNullable();
    t.string('op_score', 40).notNullable();
    t.string('tx_id', 80);
    t.string('sale_order_id', 120);
    t.unique(['token_id', 'op_score', 'kind'], { indexName: 'nft_activity_event_unique' });
    t.index(['at', 'id'], 'nft_activity_at_index');
    t.index(['kind', 'at', 'id'], 'nft_activity_kind_at_index');
    t.index(['token_id', 'at', 'id'], 'nft_activity_token_at_index');
    t.index(['from_addr', 'at', 'id'], 'nft_activity_from_at_index');
    t.index(['to_addr', 'at', 'id'], 'nft_activity_to_at_index');
    // Partial: only linked transfers. A full index would tempt the planner to read the feed's
    // `sale_order_id is null` through it and sort a million rows.
    t.index(['sale_order_id'], 'nft_activity_sale_index', { predicate: knex.whereNotNull('sale_order_id') });
  });
  await knex.schema.alterTable('market_sales', (t) => {
    t.index(['source', 'sold_at', 'id'], 'market_sales_source_keyset_index');
    t.index(['seller', 'sold_at', 'id'], 'market_sales_seller_index');
    t.index(['buyer', 'sold_at', 'id'], 'market_sales_buyer_index');
  });
  await knex.schema.createTable('nft_listings', (t) => {
    t.integer('token_id').primary();
    t.bigInteger('price_sompi').notNullable();
    t.string('op_score', 40);
    t.string('tx_id', 80);
    t.bigInteger('listed_at');
    t.bigInteger('updated_at').notNullable();
    t.index(['price_sompi', 'token_id'], 'nft_listings_price_index');
  });
  await knex.schema.createTable('activity_token_state', (t) => {
    t.integer('token_id').primary();
    t.string('op_score_mod', 40).notNullable();
    t.string('listing_key', 140);
    t.string('owner', 100);
    t.bigInteger('synced_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_token_state');
  await knex.schema.dropTable('nft_listings');
  await knex.schema.alterTable('market_sales', (t) => {
    t.dropIndex(['source', 'sold_at', 'id'], 'market_sales_source_keyset_index');
    t.dropIndex(['seller', 'sold_at', 'id'], 'market_sales_seller_index');
    t.dropIndex(['buyer', 'sold_at', 'id'], 'market_sales_buyer_index');
  });
  await knex.schema.dropTable('nft_activity');
}
