import type { Knex } from 'knex';
import { dialectOf, type Db } from '@nacho/core';
import type { Liker } from './like-store';
import { rawRows } from './raw-rows';
import type { LikeActivity } from './suspicious-likes';

export type RecentLikeActivity = Pick<LikeActivity, 'userLikesLastMinute' | 'otherAccountsSameIpLastHour'>;

/** The counts per liker row x(i, u, ip) of `likers`; binds the minute's and the hour's start, then the likers. */
const activityQuery = (likers: string) => `select x.i,
   (select count(*) from nft_likes l where l.user_id = x.u and l.created_at > ?) as user_minute,
   (select count(distinct l.user_id) from nft_likes l where l.ip_address = x.ip and l.created_at > ? and l.user_id <> x.u) as ip_accounts
 from ${likers}`;

/**
 * What the suspicious-like rules read of the moments before `now`, for each liker in order: one
 * query for all of them (PostgreSQL takes the likers as arrays, SQLite as a union of rows).
 */
export async function recentLikeActivity(
  db: Db | Knex.Transaction,
  likers: readonly Liker[],
  now: number,
): Promise<RecentLikeActivity[]> {
  const windows = [now - 60_000, now - 3_600_000];
  const result =
    dialectOf(db) === 'postgres'
      ? await db.raw(activityQuery('unnest(?::varchar[], ?::varchar[]) with ordinality as x(u, ip, i)'), [
          ...windows,
          likers.map((l) => l.userId),
          likers.map((l) => l.ip ?? ''),
        ])
      : await db.raw(
          activityQuery(`(${likers.map((_, k) => `select ${k + 1} as i, ? as u, ? as ip`).join(' union all ')}) as x`),
          [...windows, ...likers.flatMap((l) => [l.userId, l.ip ?? ''])],
        );
  const activity: RecentLikeActivity[] = likers.map(() => ({ userLikesLastMinute: 0, otherAccountsSameIpLastHour: 0 }));
  for (const row of rawRows<{ i: string | number; user_minute: string | number; ip_accounts: string | number }>(
    result,
  )) {
    const k = Number(row.i) - 1;
    activity[k] = {
      userLikesLastMinute: Number(row.user_minute),
      otherAccountsSameIpLastHour: likers[k]!.ip ? Number(row.ip_accounts) : 0,
    };
  }
  return activity;
}
