import type { Knex } from 'knex';
import type { HallOfFameEntry, WinnerHow } from '@nacho/contracts';
import type { YearMonth } from '@nacho/domain';

/** A row of contest_months: one per month that was ever decided or tried. */
export interface MonthRow {
  id: number;
  year: number;
  month: number;
  state: 'awaiting' | 'crowned' | 'declared' | 'vacated';
  token_id: number | null;
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

export const hasWinner = (row: MonthRow | undefined): row is MonthRow & { token_id: number } =>
  Boolean(row && row.token_id !== null);

export function entryOf(row: MonthRow & { token_id: number }): HallOfFameEntry {
  return {
    id: Number(row.id),
    tokenId: Number(row.token_id),
    resetMonth: Number(row.month),
    resetYear: Number(row.year),
    likeCount: Number(row.like_count),
    createdAt: Number(row.decided_at ?? row.updated_at),
    how: howOf(row),
  };
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
