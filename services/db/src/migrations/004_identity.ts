import type { Knex } from 'knex';

/**
 * Wallet sign-in challenges: one row per nonce, consumed by a conditional UPDATE (used_at IS NULL
 * and not expired), so a nonce signs in at most once across every replica.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('wallet_challenges', (t) => {
    t.string('nonce', 64).primary();
    t.string('address', 100).notNullable();
    t.string('origin', 300).notNullable();
    t.text('message').notNullable();
    t.bigInteger('issued_at').notNullable();
    t.bigInteger('expires_at').notNullable().index();
    t.bigInteger('used_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('wallet_challenges');
}
