import type { Knex } from 'knex';
import { hallOfFameHistoryTable } from './001_contest_and_accounts';
import { contestCrowningsTable } from './005_contest';

/**
 * One truth for each contest month's winner (issue 26). Before, a month lived in two tables that
 * could disagree: `contest_crownings` (the exactly-once guard, written by the crowning and by
 * Declare Winner) and `hall_of_fame_history` (what the Hall of Fame shows, which the operator
 * moved and deleted). Now `contest_months` holds one row per month that has ever been decided or
 * tried: its state, its winner when it has one, and the last failed crowning attempt. A finished
 * month without a row awaits crowning. `nft_likes_removed` keeps the likes a moderator removed,
 * so that a month's export and report can show them.
 *
 * Existing data is carried over: each Hall of Fame entry becomes its month's winner ('declared'
 * when the operator declared or moved it, else 'crowned'), and a month whose crowning row points
 * to an entry that was deleted or moved away becomes 'vacated'. Crowning rows of months without
 * likes carry no fact and are dropped: those months await crowning again and stay winnerless
 * while they have no like. The tie-rule times of the rankings are recomputed, because the old
 * moderator delete-like path left them stale.
 */
const STATES = ['awaiting', 'crowned', 'declared', 'vacated'];

interface OldEntry {
  id: number;
  token_id: number;
  like_count: number;
  reset_month: number;
  reset_year: number;
  created_at: number | string;
  updated_at: number | string;
}
interface OldCrowning {
  reset_year: number;
  reset_month: number;
  token_id: number | null;
  like_count: number;
  hall_of_fame_id: number | null;
  source: string;
  actor: string | null;
  crowned_at: number | string;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contest_months', (t) => {
    t.increments('id').primary();
    t.integer('year').notNullable();
    t.integer('month').notNullable();
    t.string('state', 10).notNullable();
    t.integer('token_id');
    t.integer('like_count').notNullable().defaultTo(0);
    t.bigInteger('decided_at');
    t.string('decided_by', 100);
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.string('last_error', 500);
    t.bigInteger('last_attempt_at');
    t.bigInteger('updated_at').notNullable();
    t.unique(['year', 'month'], { indexName: 'contest_months_one_row_per_month' });
    t.check(`state in (${STATES.map((s) => `'${s}'`).join(', ')})`, [], 'contest_months_state');
    t.check(`(state in ('crowned', 'declared')) = (token_id is not null)`, [], 'contest_months_winner_iff_decided');
    t.check('month between 1 and 12', [], 'contest_months_month');
  });
  await knex.schema.createTable('nft_likes_removed', (t) => {
    t.integer('id').primary();
    t.string('user_id', 64).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('token_id').notNullable();
    t.bigInteger('created_at').notNullable();
    t.string('contest_month', 7).notNullable();
    t.bigInteger('removed_at').notNullable();
    t.string('removed_by', 100).notNullable();
    t.index(['contest_month', 'created_at']);
  });

  const entries: OldEntry[] = await knex('hall_of_fame_history').select('*');
  const crownings: OldCrowning[] = await knex('contest_crownings').select('*');
  const crowningOf = new Map(
    crownings.filter((c) => c.hall_of_fame_id !== null).map((c) => [Number(c.hall_of_fame_id), c]),
  );
  const monthsWithEntry = new Set(entries.map((e) => `${e.reset_year}-${e.reset_month}`));
  for (const e of entries) {
    const crowning = crowningOf.get(e.id);
    const movedHere =
      crowning !== undefined && (crowning.reset_year !== e.reset_year || crowning.reset_month !== e.reset_month);
    const declared = crowning?.source === 'admin' || movedHere;
    await knex('contest_months').insert({
      year: e.reset_year,
      month: e.reset_month,
      state: declared ? 'declared' : 'crowned',
      token_id: e.token_id,
      like_count: e.like_count,
      decided_at: Number(e.created_at),
      decided_by: crowning?.actor ?? null,
      updated_at: Number(e.updated_at),
    });
  }
  for (const c of crownings) {
    if (c.hall_of_fame_id === null || monthsWithEntry.has(`${c.reset_year}-${c.reset_month}`)) continue;
    await knex('contest_months').insert({
      year: c.reset_year,
      month: c.reset_month,
      state: 'vacated',
      token_id: null,
      like_count: 0,
      decided_at: Number(c.crowned_at),
      decided_by: c.actor,
      updated_at: Number(c.crowned_at),
    });
  }
  await knex.raw(
    `update nft_like_counts set count_reached_at = coalesce((select max(l.created_at) from nft_likes l
       where l.token_id = nft_like_counts.token_id
         and l.contest_month = nft_like_counts.reset_year || '-' || (case when nft_like_counts.reset_month < 10 then '0' else '' end) || nft_like_counts.reset_month), 0)`,
  );
  await knex.schema.dropTable('contest_crownings');
  await knex.schema.dropTable('hall_of_fame_history');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('hall_of_fame_history', (t) => {
    hallOfFameHistoryTable(t);
    // Added by migration 006.
    t.unique(['reset_year', 'reset_month'], { indexName: 'hall_of_fame_one_winner_per_month' });
  });
  await knex.schema.createTable('contest_crownings', contestCrowningsTable);
  const months: Array<{
    year: number;
    month: number;
    state: string;
    token_id: number | null;
    like_count: number;
    decided_at: number | string | null;
    decided_by: string | null;
    updated_at: number | string;
  }> = await knex('contest_months').whereNot({ state: 'awaiting' });
  for (const m of months) {
    const at = Number(m.decided_at ?? m.updated_at);
    let entryId: number | null = null;
    if (m.token_id !== null) {
      const [row] = await knex('hall_of_fame_history')
        .insert({
          token_id: m.token_id,
          like_count: m.like_count,
          reset_month: m.month,
          reset_year: m.year,
          created_at: at,
          updated_at: Number(m.updated_at),
        })
        .returning('id');
      entryId = Number(typeof row === 'object' ? row.id : row);
    }
    await knex('contest_crownings').insert({
      reset_year: m.year,
      reset_month: m.month,
      token_id: m.token_id,
      like_count: m.like_count,
      hall_of_fame_id: entryId,
      source: m.state === 'crowned' ? 'auto' : 'admin',
      actor: m.decided_by,
      crowned_at: at,
    });
  }
  await knex.schema.dropTable('nft_likes_removed');
  await knex.schema.dropTable('contest_months');
}
