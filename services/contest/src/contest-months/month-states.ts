import type { Knex } from 'knex';
import { dialectOf } from '@nacho/core';
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
 *
 * Each winner a month is given is a Hall of Fame entry with an id that is never reused
 * (hall_of_fame_entry_ids); a move takes the entry, with its id and a raised version, to the other
 * month. Corrections (move, delete) name the entry and may name the version they were made on: a
 * stale one is refused with the entry as it is now.
 */

type Trx = Knex | Knex.Transaction;

export type MonthChange =
  | { ok: true; entry: HallOfFameEntry }
  /** The month already has its winner (named in `winner`). */
  | { ok: false; reason: 'has_winner'; winner: HallOfFameEntry | null }
  /** The correction names a version of the entry that is no longer current (`entry` is as it is now). */
  | { ok: false; reason: 'stale_entry'; entry: HallOfFameEntry }
  | { ok: false; reason: 'no_likes' | 'not_found' | 'month_not_finished' | 'month_in_future' | 'same_month' };

/** A new Hall of Fame entry id: the database hands out each one once (autoincrement, a sequence). */
export async function newEntryId(trx: Trx, at: number): Promise<number> {
  const [row] = await trx('hall_of_fame_entry_ids').insert({ created_at: at }).returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/** Gives the month its winner unless it already has one: an upsert that changes only a month open for a winner. */
async function claimMonth(
  trx: Trx,
  ym: YearMonth,
  winner: { state: 'crowned' | 'declared'; tokenId: number; likeCount: number; at: number; by: string | null },
  /** The entry a move brings along; a new entry otherwise. */
  entry?: { id: number; version: number },
): Promise<MonthChange> {
  const claimable = winner.state === 'crowned' ? `'awaiting'` : `'awaiting', 'vacated'`;
  const { id, version } = entry ?? { id: await newEntryId(trx, winner.at), version: 1 };
  const rows = rawRows<MonthRow>(
    await trx.raw(
      `insert into contest_months (year, month, state, token_id, entry_id, entry_version, like_count, decided_at, decided_by, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (year, month) do update set
         state = excluded.state, token_id = excluded.token_id, entry_id = excluded.entry_id,
         entry_version = excluded.entry_version, like_count = excluded.like_count, decided_at = excluded.decided_at,
         decided_by = excluded.decided_by, last_error = null, updated_at = excluded.updated_at
       where contest_months.state in (${claimable})
       returning *`,
      [ym.year, ym.month, winner.state, winner.tokenId, id, version, winner.likeCount, winner.at, winner.by, winner.at],
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
  await lockMonthCounts(trx, ym);
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

/**
 * Waits for every uncommitted change of the month's counts (a moderator removing its likes) and
 * holds them off until the caller's transaction ends, so the leader read next is the one the
 * month ends with. Every row, not just the leader's: PostgreSQL does not re-sort a locked
 * `order by ... limit 1` after the wait. SQLite runs one writer at a time already.
 */
async function lockMonthCounts(trx: Trx, ym: YearMonth): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx('nft_like_counts').select('token_id').where({ reset_year: ym.year, reset_month: ym.month }).forUpdate();
}

/** The columns of a decided month whose winner `actor` took away: vacated, and never crowned again. */
const vacatedBy = (actor: string, now: number) => ({
  state: 'vacated',
  token_id: null,
  entry_id: null,
  like_count: 0,
  decided_at: now,
  decided_by: actor,
  updated_at: now,
});

/** The month whose winner entry `id` is, when the correction may be made on it (`version`: the one it was made on, if named). */
async function entryToCorrect(
  trx: Trx,
  id: number,
  version: number | undefined,
): Promise<{ ok: true; row: MonthRow & { token_id: number; entry_id: number } } | Exclude<MonthChange, { ok: true }>> {
  const row: MonthRow | undefined = await trx('contest_months').first('*').where({ entry_id: id });
  if (!hasWinner(row)) return { ok: false, reason: 'not_found' };
  if (version !== undefined && Number(row.entry_version) !== version)
    return { ok: false, reason: 'stale_entry', entry: entryOf(row) };
  return { ok: true, row };
}

/** The month of `row` loses its winner, unless the entry changed meanwhile: a finished month is vacated, the current one reopens. */
async function takeWinnerAway(
  trx: Trx,
  row: MonthRow & { entry_id: number },
  current: YearMonth,
  now: number,
  actor: string,
): Promise<boolean> {
  const still = trx('contest_months')
    .where({ id: row.id, entry_id: row.entry_id, entry_version: row.entry_version })
    .whereIn('state', ['crowned', 'declared']);
  const changed = compareMonths(row, current) >= 0 ? await still.del() : await still.update(vacatedBy(actor, now));
  return changed === 1;
}

/**
 * Takes the winner of entry `id` away from its month: a finished month becomes vacated (not
 * crowned again; the operator may declare one), the current month reopens (crowned at its end).
 */
export async function removeWinner(
  trx: Trx,
  id: number,
  current: YearMonth,
  now: number,
  actor: string,
  version?: number,
): Promise<MonthChange> {
  const found = await entryToCorrect(trx, id, version);
  if (!found.ok) return found;
  const entry = entryOf(found.row);
  return (await takeWinnerAway(trx, found.row, current, now, actor)) ? { ok: true, entry } : lostTo(trx, id, found.row);
}

/** Why a correction found its entry changed by another one at the same moment: it moved on (stale) or is gone. */
async function lostTo(trx: Trx, id: number, seen: MonthRow): Promise<Exclude<MonthChange, { ok: true }>> {
  const now = await entryToCorrect(trx, id, Number(seen.entry_version));
  return now.ok ? { ok: false, reason: 'not_found' } : now;
}

/** A move that could not be made: undoes its half-done writes (a savepoint) and says why. */
class MoveRefused extends Error {
  constructor(readonly change: Exclude<MonthChange, { ok: true }>) {
    super('move refused');
  }
}

/**
 * Moves entry `id` (its id kept, its version raised) into a finished month open for a winner;
 * its own month loses it. Moving into the month it is in is refused.
 */
export async function moveWinner(
  trx: Trx,
  id: number,
  target: YearMonth,
  current: YearMonth,
  now: number,
  actor: string,
  version?: number,
): Promise<MonthChange> {
  if (compareMonths(target, current) >= 0) return { ok: false, reason: 'month_not_finished' };
  const found = await entryToCorrect(trx, id, version);
  if (!found.ok) return found;
  const { row } = found;
  if (compareMonths(row, target) === 0) return { ok: false, reason: 'same_month' };
  try {
    return await trx.transaction(async (sp) => {
      // The entry leaves its month first: its id is unique, so it can be in one month only.
      if (!(await takeWinnerAway(sp, row, current, now, actor))) throw new MoveRefused(await lostTo(sp, id, row));
      const claimed = await claimMonth(
        sp,
        target,
        {
          state: 'declared',
          tokenId: row.token_id,
          likeCount: await tokenLikesInMonth(sp, row.token_id, target),
          at: now,
          by: actor,
        },
        { id: row.entry_id, version: Number(row.entry_version) + 1 },
      );
      if (!claimed.ok) throw new MoveRefused(claimed);
      return claimed;
    });
  } catch (error) {
    if (error instanceof MoveRefused) return error.change;
    throw error;
  }
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
