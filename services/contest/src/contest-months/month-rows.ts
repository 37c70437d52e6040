import type { Knex } from 'knex';
import type { HallOfFameEntry, MonthState, WinnerHow } from '@nacho/contracts';
import { compareMonths, type YearMonth } from '@nacho/domain';

/** A row of contest_months: one per month that was ever decided or tried. */
export interface MonthRow {
  id: number;
  year: number;
  month: number;
  state: 'awaiting' | 'crowned' | 'declared' | 'vacated';
  token_id: number | null;
  /** The Hall of Fame entry the month's winner is (never reused), null without a winner. */
  entry_id: number | null;
  /** Raised at every change of the entry (a move); corrections name it (If-Match). */
  entry_version: number;
  like_count: number;
  decided_at: number | string | null;
  decided_by: string | null;
  failed_attempts: number;
  last_error: string | null;
  last_attempt_at: number | string | null;
  updated_at: number | string;
}

export const WINNER_STATES = ['crowned', 'declared'] as const;
/** States a month can be given a winner from, by the operator's declaration or a move. */
export const OPEN_FOR_A_WINNER = ['awaiting', 'vacated'] as const;

type Reader = Knex | Knex.Transaction;

export const howOf = (row: Pick<MonthRow, 'state'>): WinnerHow => (row.state === 'crowned' ? 'crowned' : 'declared');

export const hasWinner = (row: MonthRow | undefined): row is MonthRow & { token_id: number; entry_id: number } =>
  Boolean(row && row.token_id !== null && row.entry_id !== null);

export function entryOf(row: MonthRow & { token_id: number; entry_id: number }): HallOfFameEntry {
  return {
    id: Number(row.entry_id),
    version: Number(row.entry_version),
    tokenId: Number(row.token_id),
    resetMonth: Number(row.month),
    resetYear: Number(row.year),
    likeCount: Number(row.like_count),
    createdAt: Number(row.decided_at ?? row.updated_at),
    how: howOf(row),
  };
}

/**
 * Where a finished month stands, for every reader (the public report, the admin's months, the
 * System tab): its row's state, else awaiting crowning while it has standing likes, else no_likes
 * (the crowning has nothing to crown in it).
 */
export function finishedMonthState(row: Pick<MonthRow, 'state'> | undefined, standingLikes: number): MonthState {
  if (row) return row.state;
  return standingLikes > 0 ? 'awaiting' : 'no_likes';
}

/**
 * The oldest month the contest knows of (a row, a standing like or a like a moderator removed),
 * or null before the first like: the admin's months table and the public month reports both
 * cover exactly the months from it to the current one.
 */
export async function firstContestMonth(db: Reader): Promise<YearMonth | null> {
  const [row, counted, removed] = await Promise.all([
    db('contest_months')
      .first('year', 'month')
      .orderBy([{ column: 'year' }, { column: 'month' }]),
    db('nft_like_counts')
      .first('reset_year as year', 'reset_month as month')
      .where('like_count', '>', 0)
      .orderBy([{ column: 'reset_year' }, { column: 'reset_month' }]),
    db('nft_likes_removed').min({ key: 'contest_month' }).first(),
  ]);
  const found: YearMonth[] = [row, counted]
    .filter((m): m is { year: number; month: number } => Boolean(m))
    .map((m) => ({ year: Number(m.year), month: Number(m.month) }));
  if (removed?.key) {
    const [year, month] = String(removed.key).split('-').map(Number) as [number, number];
    found.push({ year, month });
  }
  return found.reduce<YearMonth | null>((min, ym) => (!min || compareMonths(ym, min) < 0 ? ym : min), null);
}

export async function readMonth(db: Reader, ym: YearMonth): Promise<MonthRow | undefined> {
  return db('contest_months').first('*').where({ year: ym.year, month: ym.month });
}

/** Every winner, newest month first: the Hall of Fame history. */
export async function winners(db: Reader): Promise<HallOfFameEntry[]> {
  const rows: MonthRow[] = await db('contest_months')
    .select('*')
    .whereIn('state', WINNER_STATES)
    .orderBy([
      { column: 'year', order: 'desc' },
      { column: 'month', order: 'desc' },
    ]);
  return rows.filter(hasWinner).map(entryOf);
}

/** The newest month's winner, or null before the first contest has ended. */
export async function latestWinner(db: Reader): Promise<HallOfFameEntry | null> {
  const row: MonthRow | undefined = await db('contest_months')
    .first('*')
    .whereIn('state', WINNER_STATES)
    .orderBy([
      { column: 'year', order: 'desc' },
      { column: 'month', order: 'desc' },
    ]);
  return hasWinner(row) ? entryOf(row) : null;
}
