import type { Knex } from 'knex';
import type { HallOfFameEntry } from '@nacho/contracts';
import type { Db } from '@nacho/core';
import { contestMonth, shiftMonth, type YearMonth } from '@nacho/domain';
import { rawRows } from '../likes/raw-rows';

export interface CrownArgs {
  year: number;
  month: number;
  now: number;
  /** The admin's choice ("Declare Winner"); without it the month's most-liked NFT. */
  tokenId?: number;
  source: 'auto' | 'admin';
  actor?: string;
}

export interface CrownResult {
  crowned: boolean;
  entry: HallOfFameEntry | null;
  /** Why nothing was crowned: 'already_crowned' or 'no_likes'. */
  reason?: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
export const monthKey = (ym: YearMonth) => `${ym.year}-${pad2(ym.month)}`;

/**
 * The month's winner by the tie rule: most likes; on equal counts the token that reached that
 * count first, i.e. whose latest remaining like is the oldest; then the lower token id.
 */
export async function monthWinner(db: Knex | Knex.Transaction, ym: YearMonth): Promise<{ tokenId: number; likeCount: number } | null> {
  const [row] = rawRows<{ token_id: number; like_count: number | string }>(
    await db.raw(
      `select token_id, count(*) as like_count, max(created_at) as reached_at from nft_likes
       where contest_month = ? group by token_id
       order by like_count desc, reached_at asc, token_id asc limit 1`,
      [monthKey(ym)],
    ),
  );
  return row ? { tokenId: Number(row.token_id), likeCount: Number(row.like_count) } : null;
}

async function tokenLikesInMonth(trx: Knex.Transaction, tokenId: number, ym: YearMonth): Promise<number> {
  const [row] = await trx('nft_likes').where({ token_id: tokenId, contest_month: monthKey(ym) }).count({ n: '*' });
  return Number(row?.n ?? 0);
}

async function existingEntry(trx: Knex.Transaction, ym: YearMonth): Promise<HallOfFameEntry | null> {
  const crowning = await trx('contest_crownings').first('hall_of_fame_id').where({ reset_year: ym.year, reset_month: ym.month });
  if (!crowning?.hall_of_fame_id) return null;
  const r = await trx('hall_of_fame_history').first('*').where({ id: crowning.hall_of_fame_id });
  return r ? { id: r.id, tokenId: r.token_id, resetMonth: r.reset_month, resetYear: r.reset_year, likeCount: r.like_count, createdAt: Number(r.created_at) } : null;
}

/**
 * Crowns a month's NFT of the Month, exactly once per month whoever asks (month-end job on any
 * number of workers, a re-run, the admin's Declare Winner): the crowning row (primary key
 * year+month) and the Hall of Fame row are written in one transaction, and a second crowning of
 * the month finds the key taken and writes nothing. A month without likes records a crowning
 * without a winner.
 */
export async function crownMonth(db: Db, args: CrownArgs): Promise<CrownResult> {
  const ym = { year: args.year, month: args.month };
  return db.transaction(async (trx) => {
    const claimed = rawRows<{ reset_year: number }>(
      await trx.raw(
        `insert into contest_crownings (reset_year, reset_month, token_id, like_count, source, actor, crowned_at)
         values (?, ?, null, 0, ?, ?, ?) on conflict (reset_year, reset_month) do nothing returning reset_year`,
        [ym.year, ym.month, args.source, args.actor ?? null, args.now],
      ),
    );
    if (!claimed.length) return { crowned: false, entry: await existingEntry(trx, ym), reason: 'already_crowned' };

    const winner =
      args.tokenId !== undefined
        ? { tokenId: args.tokenId, likeCount: await tokenLikesInMonth(trx, args.tokenId, ym) }
        : await monthWinner(trx, ym);
    if (!winner) return { crowned: false, entry: null, reason: 'no_likes' };

    const [row] = await trx('hall_of_fame_history')
      .insert({ token_id: winner.tokenId, like_count: winner.likeCount, reset_month: ym.month, reset_year: ym.year, created_at: args.now, updated_at: args.now })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    await trx('contest_crownings').where({ reset_year: ym.year, reset_month: ym.month }).update({ token_id: winner.tokenId, like_count: winner.likeCount, hall_of_fame_id: id });
    return {
      crowned: true,
      entry: { id, tokenId: winner.tokenId, resetMonth: ym.month, resetYear: ym.year, likeCount: winner.likeCount, createdAt: args.now },
    };
  });
}

/**
 * Every finished contest month (before the current one in `tz`) from the first month with
 * likes that has no crowning yet: the month-end run and the catch-up after downtime.
 */
export async function uncrownedFinishedMonths(db: Db, now: number, tz: string): Promise<YearMonth[]> {
  const first = await db('nft_likes').min({ m: 'contest_month' }).first();
  const current = contestMonth(now, tz);
  if (!first?.m) return [];
  const [y, m] = String(first.m).split('-').map(Number) as [number, number];
  const done = new Set(
    (await db('contest_crownings').select('reset_year', 'reset_month')).map((r: { reset_year: number; reset_month: number }) => monthKey({ year: r.reset_year, month: r.reset_month })),
  );
  const out: YearMonth[] = [];
  for (let ym = { year: y, month: m }; ym.year * 12 + ym.month < current.year * 12 + current.month; ym = shiftMonth(ym, 1)) {
    if (!done.has(monthKey(ym))) out.push(ym);
  }
  return out;
}

/** The contest-crown job's processor: crowns every finished month that has none, oldest first. */
export async function crownFinishedMonths(db: Db, now: number, tz: string): Promise<CrownResult[]> {
  const results: CrownResult[] = [];
  for (const ym of await uncrownedFinishedMonths(db, now, tz)) {
    results.push(await crownMonth(db, { ...ym, now, source: 'auto' }));
  }
  return results;
}
