import type { Knex } from 'knex';

/**
 * Issue 40, signed ballots: a wallet voter's signature over one contest day's likes (docs/verify.md,
 * "A ballot"). One per voter and day, held by the unique key: of two requests at once, one stores
 * its ballot. `token_ids` is the signed list (ascending, comma-separated) and `site` the origin the
 * signed message names, so the message can be rebuilt exactly; `address` is the wallet that signed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('like_ballots', (t) => {
    t.increments('id').primary();
    t.string('user_id', 64).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('ballot_day', 10).notNullable();
    t.string('contest_month', 7).notNullable();
    t.string('address', 100).notNullable();
    t.string('site', 300).notNullable();
    t.text('token_ids').notNullable();
    t.string('signature', 128).notNullable();
    t.bigInteger('signed_at').notNullable();
    t.unique(['user_id', 'ballot_day'], { indexName: 'like_ballots_one_per_user_day' });
    t.index(['contest_month', 'ballot_day'], 'like_ballots_month');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('like_ballots');
}
