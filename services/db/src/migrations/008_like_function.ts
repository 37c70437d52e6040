import type { Knex } from 'knex';

/**
 * PostgreSQL: a like as one call (nacho_like_nft) instead of a transaction of BEGIN, three
 * statements and COMMIT from Node. The rules are the ones of like-store.ts, in the same order:
 * the unique index refuses a second like that day (already_liked, nothing written); the
 * conditional upsert of the allowance refuses the like past the daily limit (the like just
 * inserted is deleted again, so nothing stays written); else the month's count goes up. The
 * function runs in the caller's statement, so it is one transaction. SQLite keeps the transaction
 * in like-store.ts (no round trips there).
 */
export const LIKE_FUNCTION = `
create or replace function nacho_like_nft(
  p_user_id varchar, p_token_id integer, p_now bigint, p_ip varchar, p_day varchar, p_month_key varchar,
  p_suspicious boolean, p_reason varchar, p_next_reset bigint, p_limit integer, p_year integer, p_month integer)
returns table (outcome text, like_count integer, daily_likes integer, next_reset_date bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_like_id integer;
  v_used integer;
  v_next bigint;
  v_count integer;
begin
  insert into nft_likes (user_id, token_id, created_at, ip_address, like_date, contest_month, suspicious, suspicious_reason)
  values (p_user_id, p_token_id, p_now, p_ip, p_day, p_month_key, p_suspicious, p_reason)
  on conflict (user_id, token_id, like_date) do nothing
  returning id into v_like_id;
  if v_like_id is null then
    return query select 'already_liked'::text, null::integer, null::integer, null::bigint;
    return;
  end if;

  insert into user_like_limits as l (user_id, daily_likes, last_reset, next_reset_date, daily_like_limit)
  values (p_user_id, 1, p_now, p_next_reset, p_limit)
  on conflict (user_id) do update set
    daily_likes = case when l.next_reset_date <= p_now then 1 else l.daily_likes + 1 end,
    last_reset = case when l.next_reset_date <= p_now then p_now else l.last_reset end,
    next_reset_date = case when l.next_reset_date <= p_now then p_next_reset else l.next_reset_date end,
    daily_like_limit = excluded.daily_like_limit
  where l.next_reset_date <= p_now or l.daily_likes < p_limit
  returning l.daily_likes, l.next_reset_date into v_used, v_next;
  if v_used is null then
    delete from nft_likes where id = v_like_id;
    return query select 'daily_limit_reached'::text, null::integer, u.daily_likes, u.next_reset_date
      from user_like_limits u where u.user_id = p_user_id;
    return;
  end if;

  insert into nft_like_counts as c (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
  values (p_token_id, p_year, p_month, 1, p_now, p_now)
  on conflict (token_id, reset_year, reset_month) do update set
    like_count = c.like_count + 1, updated_at = excluded.updated_at, count_reached_at = excluded.count_reached_at
  returning c.like_count into v_count;
  return query select 'liked'::text, v_count, v_used, v_next;
end
$$`;

const isPostgres = (knex: Knex) => knex.client.config.client === 'pg';

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) await knex.raw(LIKE_FUNCTION);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) await knex.raw('drop function if exists nacho_like_nft');
}
