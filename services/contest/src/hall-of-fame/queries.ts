import type { HallOfFameEntry } from '@nacho/contracts';
import type { Db } from '@nacho/core';

interface EntryRow { id: number; token_id: number; reset_month: number; reset_year: number; like_count: number; created_at: number }

const toEntry = (r: EntryRow): HallOfFameEntry => ({
  id: r.id, tokenId: r.token_id, resetMonth: r.reset_month, resetYear: r.reset_year, likeCount: r.like_count, createdAt: Number(r.created_at),
});

/** The month's most-liked NFTs: highest count first; on ties the one that reached its count first, then the lower token id. */
export async function topLikedThisMonth(db: Db, ym: { year: number; month: number }, limit: number) {
  const rows: Array<{ token_id: number; like_count: number }> = await db('nft_like_counts')
    .select('token_id', 'like_count')
    .where({ reset_year: ym.year, reset_month: ym.month })
    .andWhere('like_count', '>', 0)
    .orderBy([{ column: 'like_count', order: 'desc' }, { column: 'count_reached_at', order: 'asc' }, { column: 'token_id', order: 'asc' }])
    .limit(limit);
  const [{ n }] = await db('nft_like_counts').where({ reset_year: ym.year, reset_month: ym.month }).andWhere('like_count', '>', 0).count({ n: '*' });
  return { nfts: rows.map((r) => ({ tokenId: r.token_id, likeCount: r.like_count })), count: Number(n) };
}

export async function hallOfFameHistory(db: Db): Promise<HallOfFameEntry[]> {
  const rows: EntryRow[] = await db('hall_of_fame_history')
    .select('id', 'token_id', 'reset_month', 'reset_year', 'like_count', 'created_at')
    .orderBy([{ column: 'reset_year', order: 'desc' }, { column: 'reset_month', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return rows.map(toEntry);
}

/** The latest crowned winner, or null before the first contest has ended. */
export async function latestWinner(db: Db): Promise<HallOfFameEntry | null> {
  const [latest] = await hallOfFameHistory(db);
  return latest ?? null;
}
