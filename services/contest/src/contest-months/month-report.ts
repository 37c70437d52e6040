import type { Knex } from 'knex';
import type { MonthReport, MonthState } from '@nacho/contracts';
import { compareMonths, HOF_MIN_YEAR, monthStart, yearMonthKey, type YearMonth } from '@nacho/domain';
import { hasWinner, howOf, readMonth } from './month-rows';
import { monthModeration } from './month-moderation';
import { likedNftCount, monthStandings } from './standings';

export const STANDINGS_RULE =
  'The NFT with the most likes when the month ends is its NFT of the Month; on equal likes the one that reached its count first wins, then the lower NACHO id.';

export const monthPath = (ym: YearMonth) => `/api/hall-of-fame/months/${ym.year}/${ym.month}`;

/** The public report of a month (standings, how the winner was set, moderation), or null for a future month or one before the contest. */
/** What decides whether a month has a report: its row, its liked NFTs and its removed likes; null for a future month, one before the contest, or a past one where nothing happened. */
export async function reportableMonth(db: Knex, ym: YearMonth, current: YearMonth) {
  if (compareMonths(ym, current) > 0 || ym.year < HOF_MIN_YEAR) return null;
  const row = await readMonth(db, ym);
  const liked = await likedNftCount(db, ym);
  const [removed] = await db('nft_likes_removed')
    .where({ contest_month: yearMonthKey(ym) })
    .count({ n: '*' });
  const removedLikes = Number(removed?.n ?? 0);
  const isCurrent = compareMonths(ym, current) === 0;
  if (!row && !liked && !removedLikes && !isCurrent) return null;
  return { row, liked, removedLikes, isCurrent };
}

export async function monthReport(
  db: Knex,
  ym: YearMonth,
  current: YearMonth,
  tz: string,
): Promise<MonthReport | null> {
  const found = await reportableMonth(db, ym, current);
  if (!found) return null;
  const { row, liked, removedLikes, isCurrent } = found;

  const standings = liked ? await monthStandings(db, ym, { limit: liked }) : [];
  const state: MonthState = isCurrent ? 'open' : (row?.state ?? 'awaiting');
  return {
    year: ym.year,
    month: ym.month,
    state,
    winner: hasWinner(row)
      ? {
          tokenId: Number(row.token_id),
          likeCount: Number(row.like_count),
          how: howOf(row),
          decidedAt: Number(row.decided_at ?? row.updated_at),
        }
      : null,
    rule: STANDINGS_RULE,
    standings,
    totalLikes: standings.reduce((sum, s) => sum + s.likeCount, 0),
    removedLikes,
    moderation: await monthModeration(db, ym, monthStart(ym.year, ym.month, tz)),
    exports: { csv: `${monthPath(ym)}/likes.csv`, json: `${monthPath(ym)}/likes.json` },
  };
}
