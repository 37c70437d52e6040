import type { Knex } from 'knex';

/**
 * Market snapshots: each market_data_history row belongs to one 15-minute slot, and a slot has at
 * most one row per time frame, so workers racing on the same slot write it once. The listing floor
 * is what the marketplace reports as its current lowest ask (null for sources without one).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('market_data_history', (t) => {
    t.bigInteger('slot_at');
    t.double('listing_floor');
    t.unique(['slot_at', 'time_frame'], { indexName: 'market_data_history_slot_frame_unique' });
  });
  await knex.schema.alterTable('market_sales', (t) => {
    t.index(['source', 'sold_at'], 'market_sales_source_sold_at_index');
    t.index(['source', 'token_id', 'sold_at'], 'market_sales_source_token_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('market_sales', (t) => {
    t.dropIndex(['source', 'token_id', 'sold_at'], 'market_sales_source_token_index');
    t.dropIndex(['source', 'sold_at'], 'market_sales_source_sold_at_index');
  });
  await knex.schema.alterTable('market_data_history', (t) => {
    t.dropUnique(['slot_at', 'time_frame'], 'market_data_history_slot_frame_unique');
    t.dropColumn('listing_floor');
    t.dropColumn('slot_at');
  });
}
