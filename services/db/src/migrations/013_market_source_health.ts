import type { Knex } from 'knex';

/**
 * Issue 28, data freshness of the Market Data card: each market snapshot says what it knows about
 * the marketplace. source_answered_at is when the marketplace last answered (its sales were
 * ingested); source_failing_since is when the ingests began failing, null while the snapshot's own
 * ingest succeeded. A snapshot written while the marketplace is down is computed from the sales
 * already stored, so its timestamp alone does not tell how old the market data is. Rows written
 * before this migration are taken as answered at their own time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('market_data_history', (t) => {
    t.bigInteger('source_answered_at');
    t.bigInteger('source_failing_since');
  });
  await knex('market_data_history').update({ source_answered_at: knex.ref('timestamp') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('market_data_history', (t) => {
    t.dropColumn('source_failing_since');
    t.dropColumn('source_answered_at');
  });
}
