/**
 * The database a like meets in production: 10,000 tokens and a like history of HISTORY_ROWS rows
 * (by 2,000 earlier voters over the past 60 days, a share of them within the last hour) with
 * their monthly counts, so every statement of a like runs against realistic table sizes.
 */
export async function seedCollection(db, { now, historyRows, tz }) {
  for (let i = 0; i < 10_000; i += 1000) {
    await db('tokens').insert(
      Array.from({ length: 1000 }, (_, k) => ({
        token_id: i + k + 1,
        tick: 'NACHO',
        owner: `kaspa:qbench${(i + k) % 500}`,
        op_score_mod: '0',
        updated_at: now,
      })),
    );
  }
  await db.raw(
    `insert into users (id, created_at, updated_at) select 'voter-' || g, ?, ? from generate_series(1, 2000) g`,
    [now - 90 * 86_400_000, now],
  );
  // One like in 200 falls within the last hour; the rest spread over 60 days (one per voter, token and day).
  await db.raw(
    `insert into nft_likes (user_id, token_id, created_at, ip_address, like_date, contest_month, suspicious)
     select 'voter-' || (1 + g % 2000), 1 + (g::bigint * 7919) % 10000, t, '10.9.' || (g % 2000 / 250) || '.' || (g % 250),
            to_char(to_timestamp(t / 1000.0) at time zone ?, 'YYYY-MM-DD'), to_char(to_timestamp(t / 1000.0) at time zone ?, 'YYYY-MM'), false
     from (select g, case when g % 200 = 0 then ?::bigint - (g % 3500000) else ?::bigint - 3600000 - (g::bigint * 5184000000 / ?) end as t
           from generate_series(1, ?) g) s
     on conflict do nothing`,
    [tz, tz, now, now, historyRows, historyRows],
  );
  await db.raw('analyze nft_likes');
}

/** nft_like_counts rebuilt from nft_likes (the state a correct service keeps). */
export async function rebuildCounts(db) {
  // Locked: a service instance still finishing a like (or its jobs) must not write a count between the two.
  await db.transaction(async (trx) => {
    await trx.raw('lock table nft_like_counts in exclusive mode');
    await trx('nft_like_counts').del();
    await trx.raw(
      `insert into nft_like_counts (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
       select token_id, split_part(contest_month, '-', 1)::int, split_part(contest_month, '-', 2)::int, count(*), max(created_at), max(created_at)
       from nft_likes group by token_id, contest_month`,
    );
  });
}
