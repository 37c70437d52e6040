import type { Knex } from 'knex';
import type { YearMonth } from '@nacho/domain';

const monthKey = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

/** Removes one contest month's likes and its like counts; returns how many rows of each went. */
export async function clearMonthLikes(trx: Knex, ym: YearMonth) {
  const likes = await trx('nft_likes').where({ contest_month: monthKey(ym) }).del();
  const counts = await trx('nft_like_counts').where({ reset_year: ym.year, reset_month: ym.month }).del();
  return { deletedLikes: likes, deletedCounts: counts };
}

/** Removes every like and every month's like counts (the Hall of Fame history stays). */
export async function clearAllLikes(trx: Knex) {
  const likes = await trx('nft_likes').del();
  const counts = await trx('nft_like_counts').del();
  return { deletedLikes: likes, deletedCounts: counts };
}

/**
 * Removes one like and lowers its month's count by one, in the caller's transaction. Returns the
 * removed like, or null when it was already gone (a parallel delete lowers the count only once).
 */
export async function deleteLike(trx: Knex, id: number, now: number) {
  const like: { token_id: number; contest_month: string } | undefined = await trx('nft_likes').first('token_id', 'contest_month').where({ id });
  if (!like) return null;
  if ((await trx('nft_likes').where({ id }).del()) !== 1) return null;
  const [year, month] = like.contest_month.split('-').map(Number) as [number, number];
  await trx('nft_like_counts')
    .where({ token_id: like.token_id, reset_year: year, reset_month: month })
    .andWhere('like_count', '>', 0)
    .update({ like_count: trx.raw('like_count - 1'), updated_at: now });
  return { tokenId: like.token_id, year, month };
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
