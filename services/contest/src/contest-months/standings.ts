import type { Knex } from 'knex';
import type { StandingRow } from '@nacho/contracts';
import { yearMonthKey, type YearMonth } from '@nacho/domain';

/**
 * The one ordering of a month's standings, used by the public rankings, the month report and the
 * crowning: most likes first; on equal counts the token that reached its count first (the time
 * of its latest standing like); then the lower token id. Every path that changes likes keeps
 * `like_count` and `count_reached_at` of nft_like_counts right (see lowerCount).
 */
export const STANDINGS_ORDER = [
  { column: 'like_count', order: 'desc' },
  { column: 'count_reached_at', order: 'asc' },
  { column: 'token_id', order: 'asc' },
] as const;

type Reader = Knex | Knex.Transaction;

const ofMonth = (db: Reader, ym: YearMonth) =>
  db('nft_like_counts').where({ reset_year: ym.year, reset_month: ym.month }).andWhere('like_count', '>', 0);

/** A month's standings in crowning order, `limit` rows from `offset`. */
export async function monthStandings(
  db: Reader,
  ym: YearMonth,
  page: { limit: number; offset?: number },
): Promise<StandingRow[]> {
  const rows: Array<{ token_id: number; like_count: number; count_reached_at: number | string }> = await ofMonth(db, ym)
    .select('token_id', 'like_count', 'count_reached_at')
    .orderBy([...STANDINGS_ORDER])
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const first = (page.offset ?? 0) + 1;
  return rows.map((r, i) => ({
    rank: first + i,
    tokenId: Number(r.token_id),
    likeCount: Number(r.like_count),
    countReachedAt: Number(r.count_reached_at),
  }));
}

/** How many NFTs have at least one like in the month. */
export async function likedNftCount(db: Reader, ym: YearMonth): Promise<number> {
  const [row] = await ofMonth(db, ym).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** The NFT that would be crowned now, or null for a month without likes. */
export async function monthLeader(db: Reader, ym: YearMonth): Promise<StandingRow | null> {
  const [leader] = await monthStandings(db, ym, { limit: 1 });
  return leader ?? null;
}

/** The token's standing likes in the month. */
export async function tokenLikesInMonth(db: Reader, tokenId: number, ym: YearMonth): Promise<number> {
  const row = await db('nft_like_counts')
    .first('like_count')
    .where({ token_id: tokenId, reset_year: ym.year, reset_month: ym.month });
  return Number(row?.like_count ?? 0);
}

/**
 * After `removed` of the token's likes in the month were deleted (in `trx`): lowers its count and
 * sets the time its new count was reached to its latest standing like. Returns the new count.
 */
export async function lowerCount(
  trx: Reader,
  tokenId: number,
  ym: YearMonth,
  removed: number,
  now: number,
): Promise<number> {
  const [row] = (await trx('nft_like_counts')
    .where({ token_id: tokenId, reset_year: ym.year, reset_month: ym.month })
    .andWhere('like_count', '>', 0)
    .update(
      {
        like_count: trx.raw('case when like_count > ? then like_count - ? else 0 end', [removed, removed]),
        updated_at: now,
        count_reached_at: trx.raw(
          'coalesce((select max(created_at) from nft_likes where token_id = ? and contest_month = ?), 0)',
          [tokenId, yearMonthKey(ym)],
        ),
      },
      ['like_count'],
    )) as Array<{ like_count: number }>;
  return Number(row?.like_count ?? 0);
}
