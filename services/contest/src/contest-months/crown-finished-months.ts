import type { Db } from '@nacho/core';
import { contestMonth, yearMonthKey, type YearMonth } from '@nacho/domain';
import { NO_LIVE_EVENTS, type LivePublisher } from '../live/live-events';
import { crownMonth, recordCrowningFailure, type MonthChange } from './month-states';

export type CrowningOutcome = { month: YearMonth } & (
  | {
      outcome: 'crowned' | Extract<MonthChange, { ok: false }>['reason'];
      change: MonthChange;
    }
  | { outcome: 'failed'; error: string }
);

/**
 * Finished months with likes whose state is still "awaiting crowning" (no row, or a row left by a
 * failed attempt), oldest first: the month-end run and the catch-up after downtime. A month
 * without likes has nothing to crown and is not listed.
 */
export async function monthsAwaitingCrowning(db: Db, now: number, tz: string): Promise<YearMonth[]> {
  const current = contestMonth(now, tz);
  const rows: Array<{ reset_year: number; reset_month: number }> = await db('nft_like_counts as c')
    .distinct('c.reset_year', 'c.reset_month')
    .where('c.like_count', '>', 0)
    .andWhere((q) =>
      q
        .where('c.reset_year', '<', current.year)
        .orWhere((q2) => q2.where('c.reset_year', current.year).andWhere('c.reset_month', '<', current.month)),
    )
    .whereNotExists(
      db('contest_months as m')
        .select(db.raw('1'))
        .whereRaw('m.year = c.reset_year and m.month = c.reset_month')
        .whereNot('m.state', 'awaiting'),
    )
    .orderBy([{ column: 'c.reset_year' }, { column: 'c.reset_month' }]);
  return rows.map((r) => ({ year: Number(r.reset_year), month: Number(r.reset_month) }));
}

/** The database's own words: knex puts the failed SQL before them ("insert ... - disk full"). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cut = message.lastIndexOf(' - ');
  return cut >= 0 ? message.slice(cut + 3) : message;
}

/**
 * The contest-crown job: crowns every finished month that awaits crowning, each in its own
 * transaction. A month that fails is recorded (attempts, last error) and reported, and the months
 * after it are still crowned; the next run tries it again. Each crowned month is announced on
 * `live` (Redis pub/sub from the worker, in-process in the embedded server) after its commit.
 */
export async function crownFinishedMonths(
  db: Db,
  now: number,
  tz: string,
  live: LivePublisher = NO_LIVE_EVENTS,
): Promise<CrowningOutcome[]> {
  const current = contestMonth(now, tz);
  const outcomes: CrowningOutcome[] = [];
  for (const month of await monthsAwaitingCrowning(db, now, tz)) {
    try {
      const change = await db.transaction((trx) => crownMonth(trx, month, current, now));
      outcomes.push({ month, outcome: change.ok ? 'crowned' : change.reason, change });
      // After the month's transaction committed: open pages switch to the new NFT of the Month.
      if (change.ok) await live.publish({ type: 'winners', months: [yearMonthKey(month)] });
    } catch (error) {
      const message = reasonOf(error);
      outcomes.push({ month, outcome: 'failed', error: message });
      await recordCrowningFailure(
        db,
        month,
        new Error(`crowning ${yearMonthKey(month)} failed: ${message}`),
        now,
      ).catch(() => undefined);
    }
  }
  return outcomes;
}
