import type { Knex } from 'knex';

/**
 * collection_info's columns besides its key `tick`: the indexer's fields, kept as the text it sends
 * (the sync and the nft service use this list: services/db/src/collection-rows.ts).
 */
export const COLLECTION_INFO_TEXT_COLUMNS = [
  'deployer',
  'royalty_to',
  'buri',
  'max',
  'royalty_fee',
  'daa_mint_start',
  'premint',
  'tx_id_rev',
  'mts_add',
  'minted',
  'op_score_mod',
  'state',
  'mts_mod',
  'op_score_add',
] as const;

/** The columns of a stored metadata document (nft_metadata; migration 003's nft_metadata_staged too). */
export function metadataDocumentColumns(t: Knex.CreateTableBuilder): void {
  t.integer('token_id').primary();
  t.string('name', 200);
  t.text('description');
  t.string('image', 500);
  t.text('attributes').notNullable();
  t.bigInteger('fetched_at').notNullable();
}

/** The collection as synced from its source, and what the pipeline derives from it (nft service, worker). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('collection_info', (t) => {
    t.string('tick', 20).primary();
    for (const c of COLLECTION_INFO_TEXT_COLUMNS) t.string(c, 500);
    t.bigInteger('updated_at').notNullable();
  });
  await knex.schema.createTable('tokens', (t) => {
    t.integer('token_id').primary();
    t.string('tick', 20).notNullable();
    t.string('owner', 100).notNullable().index();
    t.string('op_score_mod', 40).notNullable();
    t.double('staking_power');
    t.bigInteger('updated_at').notNullable();
  });
  await knex.schema.createTable('token_transfers', (t) => {
    t.increments('id').primary();
    t.integer('token_id').notNullable().index();
    t.string('from_owner', 100);
    t.string('to_owner', 100).notNullable();
    t.bigInteger('observed_at').notNullable().index();
  });
  await knex.schema.createTable('nft_metadata', metadataDocumentColumns);
  await knex.schema.createTable('trait_stats', (t) => {
    t.string('trait_type', 100).notNullable();
    t.string('value', 200).notNullable();
    t.integer('count').notNullable();
    t.double('percentage').notNullable();
    t.primary(['trait_type', 'value']);
  });
  await knex.schema.createTable('nft_rarity', (t) => {
    t.integer('token_id').primary();
    t.double('score').notNullable();
    t.integer('rank').notNullable().index();
    t.integer('unique_trait_count').notNullable();
  });
  await knex.schema.createTable('special_nfts', (t) => {
    t.integer('token_id').primary();
    t.string('kind', 10).notNullable().index();
  });
  await knex.schema.createTable('holders', (t) => {
    t.string('address', 100).primary();
    t.integer('token_count').notNullable().index();
    t.double('total_power').notNullable().index();
    t.integer('power_rank').notNullable();
    t.string('op_score_total', 60).notNullable();
  });
  await knex.schema.createTable('sync_state', (t) => {
    t.string('id', 40).primary();
    t.integer('collection_version').notNullable().defaultTo(0);
    t.string('phase', 40).notNullable().defaultTo('idle');
    t.integer('done').notNullable().defaultTo(0);
    t.integer('total').notNullable().defaultTo(0);
    t.bigInteger('started_at');
    t.bigInteger('finished_at');
    t.text('last_error');
    t.bigInteger('updated_at').notNullable();
  });
  await knex.schema.createTable('market_sales', (t) => {
    t.increments('id').primary();
    t.string('order_id', 120).notNullable().unique();
    t.integer('token_id').notNullable().index();
    t.double('price_kas').notNullable();
    t.string('seller', 100);
    t.string('buyer', 100);
    t.bigInteger('sold_at').notNullable().index();
    t.string('source', 40).notNullable();
  });
  await knex.schema.createTable('market_data_history', (t) => {
    t.increments('id').primary();
    t.bigInteger('timestamp').notNullable();
    t.string('time_frame', 4).notNullable();
    for (const c of ['floor_price', 'volume_kas', 'volume_usd', 'avg_price', 'highest_price']) t.double(c);
    for (const c of ['total_sales', 'unique_buyers', 'unique_sellers']) t.integer(c);
    for (const c of ['floor_price_change', 'volume_change', 'usd_price']) t.double(c);
    t.index(['time_frame', 'timestamp']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'market_data_history',
    'market_sales',
    'sync_state',
    'holders',
    'special_nfts',
    'nft_rarity',
    'trait_stats',
    'nft_metadata',
    'token_transfers',
    'tokens',
    'collection_info',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
