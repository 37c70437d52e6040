import type { Knex } from 'knex';
import type { AdminContestMonth } from '@nacho/contracts';
import { compareMonths, shiftMonth, yearMonthKey, type YearMonth } from '@nacho/domain';
import { entryOf, finishedMonthState, firstContestMonth, hasWinner, type MonthRow } from './month-rows';

/** Every month from the first with likes or a row to the current one, newest first, with its state (the admin's months table). */
export async function contestMonthsOverview(db: Knex, current: YearMonth): Promise<AdminContestMonth[]> {
  const rows: MonthRow[] = await db('contest_months').select('*');
  const likes: Array<{ reset_year: number; reset_month: number; n: number | string }> = await db('nft_like_counts')
    .select('reset_year', 'reset_month', db.raw('sum(like_count) as n'))
    .where('like_count', '>', 0)
    .groupBy('reset_year', 'reset_month');
  const rowOf = new Map(rows.map((r) => [yearMonthKey(r), r]));
  const likesOf = new Map(likes.map((l) => [yearMonthKey({ year: l.reset_year, month: l.reset_month }), Number(l.n)]));
  const oldest = await firstContestMonth(db);
  const first = oldest && compareMonths(oldest, current) < 0 ? oldest : current;
  const out: AdminContestMonth[] = [];
  for (let ym = current; compareMonths(ym, first) >= 0; ym = shiftMonth(ym, -1)) {
    const row = rowOf.get(yearMonthKey(ym));
    const winner = hasWinner(row) ? entryOf(row) : null;
    out.push({
      ...ym,
      state: compareMonths(ym, current) === 0 ? 'open' : finishedMonthState(row, likesOf.get(yearMonthKey(ym)) ?? 0),
      winner: winner && {
        entryId: winner.id,
        tokenId: winner.tokenId,
        likeCount: winner.likeCount,
        how: winner.how,
        decidedAt: winner.createdAt,
      },
      likes: likesOf.get(yearMonthKey(ym)) ?? 0,
      failedAttempts: Number(row?.failed_attempts ?? 0),
      lastError: row?.last_error ?? null,
    });
  }
  return out;
}
