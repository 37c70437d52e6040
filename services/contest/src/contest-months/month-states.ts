import type { Knex } from 'knex';
import type { HallOfFameEntry } from '@nacho/contracts';
import { compareMonths, type YearMonth } from '@nacho/domain';
import { rawRows } from '../likes/raw-rows';
import { entryOf, hasWinner, readMonth, type MonthRow } from './month-rows';
import { monthLeader, tokenLikesInMonth } from './standings';

/**
 * Every change of a contest month's state goes through this module: the month-end crowning, the
 * operator's declaration, moving and deleting a winner. Each is one conditional write on the
 * month's row (unique per year and month) in the caller's transaction, so two changes of one
 * month at once cannot both win, whichever processes make them.
 *
 *   (no row) / awaiting --crown--> crowned          finished months only, the standings' leader
 *   (no row) / awaiting / vacated --declare--> declared
 *   crowned / declared --delete--> vacated          a finished month; the current month reopens
 *   crowned / declared --move--> source vacated, target declared
 */

type Trx = Knex | Knex.Transaction;

export type MonthChange =
  | { ok: true; entry: HallOfFameEntry }
  /** The month already has its winner (named in `winner`). */
  | { ok: false; reason: 'has_winner'; winner: HallOfFameEntry | null }
  | { ok: false; reason: 'no_likes' | 'not_found' | 'month_not_finished' | 'month_in_future' };

/** Gives the month its winner unless it already has one: an upsert that changes only a month open for a winner. */
async function claimMonth(
  trx: Trx,
  ym: YearMonth,
  winner: { state: 'crowned' | 'declared'; tokenId: number; likeCount: number; at: number; by: string | null },
): Promise<MonthChange> {
  const claimable = winner.state === 'crowned' ? `'awaiting'` : `'awaiting', 'vacated'`;
  const rows = rawRows<MonthRow>(
    await trx.raw(
      `insert into contest_months (year, month, state, token_id, like_count, decided_at, decided_by, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (year, month) do update set
         state = excluded.state, token_id = excluded.token_id, like_count = excluded.like_count,
         decided_at = excluded.decided_at, decided_by = excluded.decided_by, last_error = null, updated_at = excluded.updated_at
       where contest_months.state in (${claimable})
       returning *`,
      [ym.year, ym.month, winner.state, winner.tokenId, winner.likeCount, winner.at, winner.by, winner.at],
    ),
  );
  const [row] = rows;
  if (hasWinner(row)) return { ok: true, entry: entryOf(row) };
  const taken = await readMonth(trx, ym);
  return { ok: false, reason: 'has_winner', winner: hasWinner(taken) ? entryOf(taken) : null };
}

/** The month-end crowning of a finished month: its standings' leader, unless the month is decided. */
export async function crownMonth(trx: Trx, ym: YearMonth, current: YearMonth, now: number): Promise<MonthChange> {
  if (compareMonths(ym, current) >= 0) return { ok: false, reason: 'month_not_finished' };
  const leader = await monthLeader(trx, ym);
  if (!leader) return { ok: false, reason: 'no_likes' };
  return claimMonth(trx, ym, {
    state: 'crowned',
    tokenId: leader.tokenId,
    likeCount: leader.likeCount,
    at: now,
    by: null,
  });
}

/** The operator's choice for the current month or a finished month that awaits crowning or is vacated. */
export async function declareWinner(
  trx: Trx,
  ym: YearMonth,
  tokenId: number,
  current: YearMonth,
  now: number,
  actor: string,
): Promise<MonthChange> {
  if (compareMonths(ym, current) > 0) return { ok: false, reason: 'month_in_future' };
  const likeCount = await tokenLikesInMonth(trx, tokenId, ym);
  return claimMonth(trx, ym, { state: 'declared', tokenId, likeCount, at: now, by: actor });
}

/** The columns of a decided month whose winner `actor` took away: vacated, and never crowned again. */
const vacatedBy = (actor: string, now: number) => ({
  state: 'vacated',
  token_id: null,
  like_count: 0,
  decided_at: now,
  decided_by: actor,
  updated_at: now,
});

/**
 * Takes the winner away from the month of entry `id`: a finished month becomes vacated (not
 * crowned again; the operator may declare one), the current month reopens (crowned at its end).
 */
export async function removeWinner(
  trx: Trx,
  id: number,
  current: YearMonth,
  now: number,
  actor: string,
): Promise<MonthChange> {
  const row = await trx('contest_months').first('*').where({ id });
  if (!hasWinner(row)) return { ok: false, reason: 'not_found' };
  const entry = entryOf(row);
  const still = trx('contest_months').where({ id, token_id: row.token_id }).whereIn('state', ['crowned', 'declared']);
  const changed = compareMonths(row, current) >= 0 ? await still.del() : await still.update(vacatedBy(actor, now));
  return changed === 1 ? { ok: true, entry } : { ok: false, reason: 'not_found' };
}

/** Moves the winner of entry `id` into a finished month open for a winner; its own month loses it. */
export async function moveWinner(
  trx: Trx,
  id: number,
  target: YearMonth,
  current: YearMonth,
  now: number,
  actor: string,
): Promise<MonthChange> {
  if (compareMonths(target, current) >= 0) return { ok: false, reason: 'month_not_finished' };
  const row: MonthRow | undefined = await trx('contest_months').first('*').where({ id });
  if (!hasWinner(row)) return { ok: false, reason: 'not_found' };
  if (row.year === target.year && row.month === target.month) return { ok: true, entry: entryOf(row) };
  const claimed = await claimMonth(trx, target, {
    state: 'declared',
    tokenId: row.token_id,
    likeCount: await tokenLikesInMonth(trx, row.token_id, target),
    at: now,
    by: actor,
  });
  if (!claimed.ok) return claimed;
  const removed = await removeWinner(trx, id, current, now, actor);
  if (!removed.ok) throw new Error(`entry ${id} changed while it was moved`);
  return claimed;
}

/** Takes every winner away (the admin's "delete all entries"): finished months become vacated, the current month reopens. */
export async function removeAllWinners(trx: Trx, current: YearMonth, now: number, actor: string): Promise<number> {
  const decided = () => trx('contest_months').whereIn('state', ['crowned', 'declared']);
  const reopened = await decided().where({ year: current.year, month: current.month }).del();
  const vacated = await decided().update(vacatedBy(actor, now));
  return reopened + vacated;
}

/** Records a crowning that threw, so that the month stays awaiting, is retried, and shows the error. */
export async function recordCrowningFailure(trx: Trx, ym: YearMonth, error: unknown, now: number): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await trx.raw(
    `insert into contest_months (year, month, state, like_count, failed_attempts, last_error, last_attempt_at, updated_at)
     values (?, ?, 'awaiting', 0, 1, ?, ?, ?)
     on conflict (year, month) do update set
       failed_attempts = contest_months.failed_attempts + 1, last_error = excluded.last_error,
       last_attempt_at = excluded.last_attempt_at, updated_at = excluded.updated_at
     where contest_months.state = 'awaiting'`,
    [ym.year, ym.month, message, now, now],
  );
}
