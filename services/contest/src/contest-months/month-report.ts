import type { Knex } from 'knex';
import type { MonthReport, MonthState } from '@nacho/contracts';
import { compareMonths, HOF_MIN_YEAR, monthStart, yearMonthKey, type YearMonth } from '@nacho/domain';
import { finishedMonthState, firstContestMonth, hasWinner, howOf, readMonth } from './month-rows';
import { monthModeration } from './month-moderation';
import { likedNftCount, monthStandings } from './standings';
import { latestSealRow, sealOfRow } from '../seals/seal-rows';

const latestSeal = async (db: Knex, contestMonth: string) => {
  const row = await latestSealRow(db, contestMonth);
  return row ? sealOfRow(row) : null;
};

export const STANDINGS_RULE =
  'The NFT with the most likes when the month ends is its NFT of the Month; on equal likes the one that reached its count first wins, then the lower NACHO id.';

export const monthPath = (ym: YearMonth) => `/api/hall-of-fame/months/${ym.year}/${ym.month}`;

/**
 * What decides whether a month has a report: null for a future month, one before the contest's
 * first month, or before HOF_MIN_YEAR; every month from the first the contest knows of to the
 * current one has one (the admin's months table lists the same months).
 */
export async function reportableMonth(db: Knex, ym: YearMonth, current: YearMonth) {
  if (compareMonths(ym, current) > 0 || ym.year < HOF_MIN_YEAR) return null;
  const isCurrent = compareMonths(ym, current) === 0;
  if (!isCurrent) {
    const first = await firstContestMonth(db);
    if (!first || compareMonths(ym, first) < 0) return null;
  }
  const row = await readMonth(db, ym);
  const liked = await likedNftCount(db, ym);
  const [removed] = await db('nft_likes_removed')
    .where({ contest_month: yearMonthKey(ym) })
    .count({ n: '*' });
  return { row, liked, removedLikes: Number(removed?.n ?? 0), isCurrent };
}

export async function monthReport(
  db: Knex,
  ym: YearMonth,
  current: YearMonth,
  tz: string,
  signingKeys: MonthReport['signingKeys'] = [],
): Promise<MonthReport | null> {
  const found = await reportableMonth(db, ym, current);
  if (!found) return null;
  const { row, liked, removedLikes, isCurrent } = found;

  const standings = liked ? await monthStandings(db, ym, { limit: liked }) : [];
  const state: MonthState = isCurrent ? 'open' : finishedMonthState(row, liked);
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
    seal: await latestSeal(db, yearMonthKey(ym)),
    sealFile: `${monthPath(ym)}/seal.json`,
    signingKeys,
    contestTz: tz,
  };
}
