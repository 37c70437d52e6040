import type { Knex } from 'knex';
import { dialectOf } from '@nacho/core';
import { markMonthExportsStale } from '@nacho/db';
import { yearMonthKey, type YearMonth } from '@nacho/domain';
import { rawRows } from '../likes/raw-rows';
import { lowerCount } from './standings';

/**
 * A moderator's removals of likes, in the caller's transaction. The removed likes are kept in
 * nft_likes_removed (who removed them and when), so that the month's export still lists them; the
 * standings' inputs stay right: a token's count and the time it was reached (the tie rule) follow
 * its standing likes.
 */

/** Which likes: an SQL condition on nft_likes and its bindings. */
interface Which {
  sql: string;
  bindings: Array<string | number>;
}

/**
 * Moves the matching likes into nft_likes_removed; returns how many went per month key. What the
 * delete removed is the truth: two moderators removing the same likes at once remove them once.
 * PostgreSQL does it in one statement (a data-modifying CTE); SQLite runs one writer at a time.
 */
async function removeLikes(trx: Knex, which: Which, at: number, actor: string): Promise<Record<string, number>> {
  const columns = 'id, user_id, token_id, created_at, contest_month';
  let perMonth: Array<{ contest_month: string; n: number | string }>;
  if (dialectOf(trx) === 'postgres') {
    perMonth = rawRows(
      await trx.raw(
        `with gone as (delete from nft_likes where ${which.sql} returning ${columns}),
              kept as (insert into nft_likes_removed (${columns}, removed_at, removed_by) select ${columns}, ?, ? from gone returning contest_month)
         select contest_month, count(*) as n from kept group by contest_month`,
        [...which.bindings, at, actor],
      ),
    );
  } else {
    perMonth = await trx('nft_likes')
      .whereRaw(which.sql, which.bindings)
      .select('contest_month', trx.raw('count(*) as n'))
      .groupBy('contest_month');
    await trx.raw(
      `insert into nft_likes_removed (${columns}, removed_at, removed_by) select ${columns}, ?, ? from nft_likes where ${which.sql}`,
      [at, actor, ...which.bindings],
    );
    await trx('nft_likes').whereRaw(which.sql, which.bindings).del();
  }
  // Every removal of likes passes here: the frozen exports of the months it touched are stale.
  await markMonthExportsStale(
    trx,
    perMonth.filter((m) => Number(m.n) > 0).map((m) => m.contest_month),
  );
  return Object.fromEntries(perMonth.map((m) => [m.contest_month, Number(m.n)]));
}

const total = (perMonth: Record<string, number>) => Object.values(perMonth).reduce((a, b) => a + b, 0);

/** Removes one like and lowers its token's count; null when it was already gone (a parallel removal counts once). */
export async function removeLike(trx: Knex, id: number, at: number, actor: string) {
  const like: { token_id: number; contest_month: string } | undefined = await trx('nft_likes')
    .first('token_id', 'contest_month')
    .where({ id });
  if (!like) return null;
  const removed = await removeLikes(trx, { sql: 'id = ?', bindings: [id] }, at, actor);
  if (total(removed) !== 1) return null;
  const [year, month] = like.contest_month.split('-').map(Number) as [number, number];
  const likeCount = await lowerCount(trx, like.token_id, { year, month }, 1, at);
  return { tokenId: Number(like.token_id), year, month, likeCount, likesByMonth: removed };
}

/** Removes one contest month's likes and its like counts. */
export async function removeMonthLikes(trx: Knex, ym: YearMonth, at: number, actor: string) {
  const likesByMonth = await removeLikes(trx, { sql: 'contest_month = ?', bindings: [yearMonthKey(ym)] }, at, actor);
  const counts = await trx('nft_like_counts').where({ reset_year: ym.year, reset_month: ym.month }).del();
  return { deletedLikes: total(likesByMonth), deletedCounts: counts, likesByMonth };
}

/** Removes every like and every month's like counts (the months' winners stay). */
export async function removeAllLikes(trx: Knex, at: number, actor: string) {
  const likesByMonth = await removeLikes(trx, { sql: '1 = 1', bindings: [] }, at, actor);
  const counts = await trx('nft_like_counts').del();
  return { deletedLikes: total(likesByMonth), deletedCounts: counts, likesByMonth };
}

/** Likes stored per contest month, newest month first (what the month removals would remove). */
export async function likesPerMonth(db: Knex): Promise<Array<{ year: number; month: number; likes: number }>> {
  const rows: Array<{ contest_month: string; n: number | string }> = await db('nft_likes')
    .select('contest_month', db.raw('count(*) as n'))
    .groupBy('contest_month')
    .orderBy('contest_month', 'desc');
  return rows.map((r) => {
    const [year, month] = r.contest_month.split('-').map(Number) as [number, number];
    return { year, month, likes: Number(r.n) };
  });
}
