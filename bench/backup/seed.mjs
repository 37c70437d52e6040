/** The bench's contest data, written in SQL (migrated database, empty tables). */
export const USERS = 10_000;

/** The contest's tables filled in SQL, as a year of a busy contest leaves them. */
export async function seedContest(db, dialect, likes) {
  const sqlite = dialect === 'sqlite';
  const series = (n) =>
    sqlite
      ? `(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s)`
      : `(select i from generate_series(1, ${n}) as g(i))`;
  const pad = (e) => (sqlite ? `printf('%02d', ${e})` : `lpad((${e})::text, 2, '0')`);
  const div = (a, b) => `(${a} / ${b})`;
  await db.raw(
    `insert into users (id, kaspa_address, created_at, updated_at)
     select 'user-' || i, 'kaspa:qq' || i, 1780000000000 + i, 1780000000000 + i from ${series(USERS)} as n`,
  );
  await db.raw(
    `insert into nft_likes (id, user_id, token_id, created_at, ip_address, like_date, contest_month, suspicious, suspicious_reason)
     select i, 'user-' || (1 + i % ${USERS}), ${div('i', USERS)}, 1767225600000 + 30000 * cast(i as bigint), '203.0.113.' || (i % 250),
            '2026-' || ${pad(`1 + ${div('i', USERS)} % 12`)} || '-01', '2026-' || ${pad(`1 + ${div('i', USERS)} % 12`)},
            ${sqlite ? 'i % 97 = 0' : '(i % 97 = 0)'}, case when i % 97 = 0 then 'burst of likes' else null end
     from ${series(likes)} as n`,
  );
  await db.raw(
    `insert into nft_like_counts (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
     select token_id, 2026, cast(substr(contest_month, 6, 2) as integer), count(*), max(created_at), max(created_at)
     from nft_likes group by token_id, contest_month`,
  );
  await db.raw(
    `insert into nft_likes_removed (id, user_id, token_id, created_at, contest_month, removed_at, removed_by)
     select id, user_id, token_id, created_at, contest_month, created_at + 1000, 'admin' from nft_likes where id % 1000 = 0`,
  );
  await db.raw(`delete from nft_likes where id % 1000 = 0`);
  await db.raw(
    `insert into user_like_limits (user_id, daily_likes, last_reset, next_reset_date, daily_like_limit)
     select id, 7, 1790000000000, 1790086400000, 100 from users`,
  );
  await db.raw(
    `insert into contest_months (year, month, state, token_id, like_count, decided_at, decided_by, updated_at)
     select 2026, i, 'crowned', i, 1000, 1790000000000, null, 1790000000000 from ${series(11)} as n`,
  );
  await db.raw(
    `insert into admin_audit_log (at, actor, action, target, details, ip_address)
     select 1790000000000 + i, 'wallet:kaspa:qqadmin', 'delete_like', 'like:' || i,
            '{"months":["2026-10"],"likeId":' || i || ',"tokenId":8}', '203.0.113.9' from ${series(10_000)} as n`,
  );
  await db.raw(
    `insert into market_sales (order_id, token_id, price_kas, seller, buyer, sold_at, source)
     select 'order-' || i, i % 10000, 1000 + i * 0.37, 'kaspa:qqs' || i, 'kaspa:qqb' || i, 1790000000000 + i, 'demo'
     from ${series(20_000)} as n`,
  );
  await db.raw(
    `insert into market_data_history (timestamp, time_frame, floor_price, volume_kas, total_sales, slot_at)
     select 1790000000000 + 900000 * cast(i as bigint), '24h', 900 + i * 0.1, 12345.678 + i, i, 1790000000000 + 900000 * cast(i as bigint) from ${series(5_000)} as n`,
  );
  if (!sqlite)
    for (const t of ['nft_likes', 'contest_months', 'admin_audit_log', 'market_sales', 'market_data_history'])
      await db.raw(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
}
