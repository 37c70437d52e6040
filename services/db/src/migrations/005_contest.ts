import type { Knex } from 'knex';

/** contest_crownings as made here (migration 010 replaces it, and its down() makes it again). */
export function contestCrowningsTable(t: Knex.CreateTableBuilder): void {
  t.integer('reset_year').notNullable();
  t.integer('reset_month').notNullable();
  /** Null when the month ended without likes (nobody crowned). */
  t.integer('token_id');
  t.integer('like_count').notNullable().defaultTo(0);
  t.integer('hall_of_fame_id');
  t.string('source', 10).notNullable();
  t.string('actor', 100);
  t.bigInteger('crowned_at').notNullable();
  t.primary(['reset_year', 'reset_month']);
}

/**
 * Contest: one crowning row per contest month (the exactly-once guard of the month-end crowning,
 * also written when a month had no likes), the time each token reached its current count (tie
 * rule of the rankings) and the indexes the suspicious-like rules read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contest_crownings', contestCrowningsTable);
  await knex.schema.alterTable('nft_like_counts', (t) => {
    t.bigInteger('count_reached_at').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('nft_likes', (t) => {
    t.index(['user_id', 'created_at'], 'nft_likes_user_recent');
    t.index(['ip_address', 'created_at'], 'nft_likes_ip_recent');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('nft_likes', (t) => {
    t.dropIndex(['user_id', 'created_at'], 'nft_likes_user_recent');
    t.dropIndex(['ip_address', 'created_at'], 'nft_likes_ip_recent');
  });
  await knex.schema.alterTable('nft_like_counts', (t) => {
    t.dropColumn('count_reached_at');
  });
  await knex.schema.dropTableIfExists('contest_crownings');
}
