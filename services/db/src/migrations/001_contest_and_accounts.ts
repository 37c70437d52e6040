import type { Knex } from 'knex';

/** hall_of_fame_history as made here (migration 010 replaces it, and its down() makes it again). */
export function hallOfFameHistoryTable(t: Knex.CreateTableBuilder): void {
  t.increments('id').primary();
  t.integer('token_id').notNullable();
  t.integer('like_count').notNullable().defaultTo(0);
  t.integer('reset_month').notNullable();
  t.integer('reset_year').notNullable();
  t.bigInteger('created_at').notNullable();
  t.bigInteger('updated_at').notNullable();
  t.unique(['token_id', 'reset_month', 'reset_year'], { indexName: 'hall_of_fame_one_per_token_month' });
  t.index(['reset_year', 'reset_month']);
}

/** Users, sessions, likes, limits, Hall of Fame and the admin audit log (contest service). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.string('id', 64).primary();
    t.string('email', 320);
    t.string('first_name', 200);
    t.string('last_name', 200);
    t.string('profile_image_url', 2000);
    t.string('kaspa_address', 100).unique();
    t.string('oidc_subject', 255).unique();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 128).primary();
    t.text('sess').notNullable();
    t.bigInteger('expire').notNullable().index();
  });
  await knex.schema.createTable('nft_likes', (t) => {
    t.increments('id').primary();
    t.string('user_id', 64).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('token_id').notNullable().index();
    t.bigInteger('created_at').notNullable().index();
    t.string('ip_address', 64);
    t.string('like_date', 10).notNullable();
    t.string('contest_month', 7).notNullable();
    t.boolean('suspicious').notNullable().defaultTo(false);
    t.string('suspicious_reason', 300);
    t.unique(['user_id', 'token_id', 'like_date'], { indexName: 'nft_likes_one_per_user_token_day' });
    t.index(['contest_month', 'token_id']);
    t.index(['user_id', 'like_date']);
  });
  await knex.schema.createTable('nft_like_counts', (t) => {
    t.integer('token_id').notNullable();
    t.integer('reset_year').notNullable();
    t.integer('reset_month').notNullable();
    t.integer('like_count').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable();
    t.primary(['token_id', 'reset_year', 'reset_month']);
    t.index(['reset_year', 'reset_month', 'like_count']);
  });
  await knex.schema.createTable('user_like_limits', (t) => {
    t.string('user_id', 64).primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('daily_likes').notNullable().defaultTo(0);
    t.bigInteger('last_reset').notNullable();
    t.bigInteger('next_reset_date').notNullable();
    t.integer('daily_like_limit').notNullable().defaultTo(100);
  });
  await knex.schema.createTable('hall_of_fame_history', hallOfFameHistoryTable);
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.increments('id').primary();
    t.bigInteger('at').notNullable().index();
    t.string('actor', 100).notNullable();
    t.string('action', 100).notNullable();
    t.string('target', 200);
    t.text('details');
    t.string('ip_address', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'admin_audit_log',
    'hall_of_fame_history',
    'user_like_limits',
    'nft_like_counts',
    'nft_likes',
    'sessions',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
