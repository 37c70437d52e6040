import type { AdminContestMonth, MonthState, WinnerHow } from '@nacho/contracts';
import { COLLECTION_SIZE, HOF_MIN_YEAR, HOF_MONTH_MAX, HOF_MONTH_MIN } from '@nacho/domain';
import { monthName } from '../shared/month-name';

/** A month's state in plain words, as the contest-months table shows it. */
export const MONTH_STATE_WORDS: Record<MonthState, string> = {
  open: 'Open',
  awaiting: 'Awaiting crowning',
  crowned: 'Crowned automatically',
  declared: 'Declared by you (operator)',
  vacated: 'Vacated',
  no_likes: 'Ended without likes',
};

/** How a winner was set, in the Hall of Fame history table. */
export const WINNER_HOW_WORDS: Record<WinnerHow, string> = { crowned: 'Crowned', declared: 'Declared' };

/**
 * Whether the operator may declare a winner for the month: the current month while it has none,
 * or a finished month without a winner (awaiting its crowning, vacated, or ended without likes).
 * The server answers 409 otherwise.
 */
export function canDeclare(month: Pick<AdminContestMonth, 'state' | 'winner'>): boolean {
  if (month.state === 'open') return month.winner === null;
  return month.state === 'awaiting' || month.state === 'vacated' || month.state === 'no_likes';
}

export const monthKey = (m: { year: number; month: number }) => `${m.year}-${m.month}`;
export const monthLabel = (m: { year: number; month: number }) => `${monthName(m.month)} ${m.year}`;

/** The current contest month: the list's open month (the server's clock and zone decide it). */
export function currentMonthOf(months: AdminContestMonth[] | undefined): AdminContestMonth | undefined {
  return months?.find((m) => m.state === 'open');
}

const formatWhole = (n: number) => n.toLocaleString('en-US');

export const TOKEN_ID_RANGE_TEXT = `NACHO ids run from 1 to ${formatWhole(COLLECTION_SIZE)}`;

/** null when `text` is a NACHO id (1 to 10,000), else why not. */
export function tokenIdProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return TOKEN_ID_RANGE_TEXT;
  const id = Number(trimmed);
  return id >= 1 && id <= COLLECTION_SIZE ? null : TOKEN_ID_RANGE_TEXT;
}

export const MONTH_RANGE_TEXT = `Month runs from ${HOF_MONTH_MIN} to ${HOF_MONTH_MAX}`;
export const FIRST_YEAR_TEXT = `The contest started in ${HOF_MIN_YEAR}`;
