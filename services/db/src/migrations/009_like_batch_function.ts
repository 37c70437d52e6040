import type { Knex } from 'knex';
import { LIKE_FUNCTION } from './008_like_function';

/**
 * PostgreSQL: many likes in one call (nacho_like_nfts), so that a busy contest instance writes
 * the likes that arrived together in one statement instead of a round trip each. Each like keeps
 * the rules of like-store.ts: the unique index refuses a second like that day (already_liked),
 * the user's allowance refuses a like past the daily limit (daily_limit_reached); refused likes
 * write nothing, accepted ones raise the month's count.
 *
 * Locks are taken in one global order, so two batches cannot deadlock, nor a batch and an unlike
 * (like row, then count): first each user's allowance row (users ascending; holding it also
 * serialises every like of that user), then that user's likes (tokens ascending), and only after
 * all likes the month counts (tokens ascending). The single-like function of migration 008
 * inserted the like before locking the allowance, an order that could deadlock against a batch,
 * so it is dropped. A set-based version (five statements whatever the batch size) measured half
 * as fast as this loop for batches of 20: each statement of the loop is a primary-key or unique
 * index step with a cached plan.
 */
export const LIKE_BATCH_FUNCTION = `
create or replace function nacho_like_nfts(
  p_user_ids varchar[], p_token_ids integer[], p_created_ats bigint[], p_ips varchar[], p_suspicious boolean[], p_reasons varchar[],
  p_now bigint, p_day varchar, p_month_key varchar, p_next_reset bigint, p_limit integer, p_year integer, p_month integer)
returns table (item integer, outcome text, like_count integer, daily_likes integer, next_reset_date bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  n integer := cardinality(p_user_ids);
  r record;
  v_user varchar;
  v_used integer;
  v_used_before integer;
  v_next bigint;
  v_like_id integer;
  v_outcomes text[] := array_fill(null::text, array[n]);
  v_used_after integer[] := array_fill(null::integer, array[n]);
  v_next_after bigint[] := array_fill(null::bigint, array[n]);
begin
  for r in
    select x.i::integer as i, x.u, x.t from unnest(p_user_ids, p_token_ids) with ordinality as x(u, t, i) order by x.u, x.t, x.i
  loop
    if v_user is distinct from r.u then
      if v_user is not null and v_used <> v_used_before then
        update user_like_limits set daily_likes = v_used, last_reset = case when next_reset_date <= p_now then p_now else last_reset end,
          next_reset_date = v_next, daily_like_limit = p_limit
        where user_id = v_user;
      end if;
      v_user := r.u;
      select l.daily_likes, l.next_reset_date into v_used, v_next from user_like_limits l where l.user_id = r.u for update;
      if not found then
        -- A parallel first like of this user may insert the row first: then this waits for it and reads it.
        insert into user_like_limits (user_id, daily_likes, last_reset, next_reset_date, daily_like_limit)
        values (r.u, 0, p_now, p_next_reset, p_limit) on conflict (user_id) do nothing;
        select l.daily_likes, l.next_reset_date into v_used, v_next from user_like_limits l where l.user_id = r.u for update;
      end if;
      if v_next <= p_now then
        v_used := 0;
        v_next := p_next_reset;
        v_used_before := -1;
      else
        v_used_before := v_used;
      end if;
    end if;
    if v_used < p_limit then
      insert into nft_likes (user_id, token_id, created_at, ip_address, like_date, contest_month, suspicious, suspicious_reason)
      values (r.u, r.t, p_created_ats[r.i], p_ips[r.i], p_day, p_month_key, p_suspicious[r.i], p_reasons[r.i])
      on conflict (user_id, token_id, like_date) do nothing
      returning id into v_like_id;
      if v_like_id is null then
        v_outcomes[r.i] := 'already_liked';
      else
        v_used := v_used + 1;
        v_outcomes[r.i] := 'liked';
      end if;
    elsif exists (select 1 from nft_likes l where l.user_id = r.u and l.token_id = r.t and l.like_date = p_day) then
      v_outcomes[r.i] := 'already_liked';
    else
      v_outcomes[r.i] := 'daily_limit_reached';
    end if;
    v_used_after[r.i] := v_used;
    v_next_after[r.i] := v_next;
  end loop;
  if v_user is not null and v_used <> v_used_before then
    update user_like_limits set daily_likes = v_used, last_reset = case when next_reset_date <= p_now then p_now else last_reset end,
      next_reset_date = v_next, daily_like_limit = p_limit
    where user_id = v_user;
  end if;
  insert into nft_like_counts as c (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
  select x.t, p_year, p_month, count(*)::integer, p_now, p_now
  from unnest(p_token_ids, v_outcomes) as x(t, o) where x.o = 'liked' group by x.t order by x.t
  on conflict (token_id, reset_year, reset_month) do update set
    like_count = c.like_count + excluded.like_count, updated_at = excluded.updated_at, count_reached_at = excluded.count_reached_at;
  return query
    -- A subquery per like, not a join: with the batch's size unknown to its cached plan, a join
    -- was planned as a scan of all counts (ten times the cost of the whole like for one like).
    select x.i::integer, v_outcomes[x.i],
      case when v_outcomes[x.i] = 'liked' then
        (select c.like_count from nft_like_counts c where c.token_id = x.t and c.reset_year = p_year and c.reset_month = p_month) end,
      v_used_after[x.i], v_next_after[x.i]
    from unnest(p_token_ids) with ordinality as x(t, i);
end
$$`;

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw(LIKE_BATCH_FUNCTION);
  await knex.raw('drop function if exists nacho_like_nft');
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw(LIKE_FUNCTION);
  await knex.raw('drop function if exists nacho_like_nfts');
}
