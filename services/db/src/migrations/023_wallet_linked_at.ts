import type { Knex } from 'knex';

/**
 * Issue 40: a like's receipt names its voter as the month's export does, forever. The export names
 * a voter by their wallet address only for the likes they gave once the wallet was theirs:
 * `wallet_linked_at` is when a wallet was linked to an account that signed in otherwise (null: the
 * account was made by its wallet's sign-in, so every like of it was given with the wallet).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('wallet_linked_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('wallet_linked_at');
  });
}
