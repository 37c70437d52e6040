import type { Knex } from 'knex';
import { LIKE_BATCH_FUNCTION } from './009_like_batch_function';

/**
 * Issue 26, one ordering: the tie rule's "time a count was reached" (nft_like_counts.count_reached_at)
 * is the time of the token's latest standing like, as anyone recounting a month's like export
 * computes it. nacho_like_nfts (migration 009) set it to the batch's time (the latest like of the
 * whole batch, whatever its token), so on PostgreSQL two tokens liked in one batch could rank in
 * another order than the export's recount and the crowning would follow the wrong one. Here each
 * token takes the latest time of its own likes in the batch, and never moves back in time.
 */
const BATCH_COUNTS = `  select x.t, p_year, p_month, count(*)::integer, p_now, p_now
  from unnest(p_token_ids, v_outcomes) as x(t, o) where x.o = 'liked' group by x.t order by x.t
  on conflict (token_id, reset_year, reset_month) do update set
    like_count = c.like_count + excluded.like_count, updated_at = excluded.updated_at, count_reached_at = excluded.count_reached_at;`;

const TOKEN_COUNTS = `  select x.t, p_year, p_month, count(*)::integer, p_now, max(x.at)
  from unnest(p_token_ids, v_outcomes, p_created_ats) as x(t, o, at) where x.o = 'liked' group by x.t order by x.t
  on conflict (token_id, reset_year, reset_month) do update set
    like_count = c.like_count + excluded.like_count, updated_at = excluded.updated_at,
    count_reached_at = greatest(c.count_reached_at, excluded.count_reached_at);`;

function replaced(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error('migration 012: the like function of migration 009 has another shape');
  return source.replace(from, to);
}

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

/** nacho_like_nfts as this migration leaves it. */
export const TOKEN_COUNTS_FUNCTION = replaced(LIKE_BATCH_FUNCTION, BATCH_COUNTS, TOKEN_COUNTS);

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) await knex.raw(TOKEN_COUNTS_FUNCTION);
  // Counts written by the old function: the time of each token's latest standing like of its month.
  await knex.raw(
    `update nft_like_counts set count_reached_at = coalesce((select max(l.created_at) from nft_likes l
       where l.token_id = nft_like_counts.token_id
         and l.contest_month = nft_like_counts.reset_year || '-' || (case when nft_like_counts.reset_month < 10 then '0' else '' end) || nft_like_counts.reset_month), 0)
     where like_count > 0`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw(LIKE_BATCH_FUNCTION);
}
