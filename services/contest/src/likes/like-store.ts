import type { Knex } from 'knex';
import type { Db } from '@nacho/core';
import { lowerCount } from '../contest-months/standings';
import { contestDayWindow } from './contest-day-window';
import { rawRows } from './raw-rows';
import { recentLikeActivity } from './recent-like-activity';
import { suspiciousReasons, suspiciousReasonText } from './suspicious-likes';

export interface ContestClock {
  now: number;
  tz: string;
  dailyLikeLimit: number;
}

export interface Allowance {
  dailyLikesUsed: number;
  dailyLikeLimit: number;
  remainingLikes: number;
  nextReset: number;
}

export type LikeOutcome =
  | { ok: true; likeId: number; likeCount: number; allowance: Allowance; suspicious: boolean }
  | { ok: false; reason: 'already_liked' }
  | { ok: false; reason: 'daily_limit_reached'; allowance: Allowance };

export interface Liker {
  userId: string;
  createdAt: number;
  ip: string | null;
}

export function allowanceOf(used: number, limit: number, nextReset: number): Allowance {
  return { dailyLikesUsed: used, dailyLikeLimit: limit, remainingLikes: Math.max(0, limit - used), nextReset };
}

class Rollback extends Error {
  constructor(readonly outcome: LikeOutcome) {
    super(outcome.ok ? 'ok' : outcome.reason);
  }
}

/**
 * One like in one transaction, as the embedded server (SQLite, one writer) writes it: the unique
 * index (user, token, contest day) refuses a second like that day, and a conditional upsert of the
 * user's allowance refuses the like past the daily limit. A refusal rolls back everything written
 * before it. PostgreSQL writes likes in batches with the same rules (like-batch-writer.ts): do not
 * mix the two on one PostgreSQL database, their lock orders differ.
 */
export async function likeNft(db: Db, liker: Liker, tokenId: number, clock: ContestClock): Promise<LikeOutcome> {
  const { now, tz, dailyLikeLimit: limit } = clock;
  const { day, nextReset, month: ym, monthKey } = contestDayWindow(now, tz);
  try {
    return await db.transaction(async (trx) => {
      const [activity] = await recentLikeActivity(trx, [liker], now);
      const reasons = suspiciousReasons({ now, accountCreatedAt: liker.createdAt, ...activity! });
      const inserted = rawRows<{ id: number }>(
        await trx.raw(
          `insert into nft_likes (user_id, token_id, created_at, ip_address, like_date, contest_month, suspicious, suspicious_reason)
           values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (user_id, token_id, like_date) do nothing returning id`,
          [
            liker.userId,
            tokenId,
            now,
            liker.ip,
            day,
            monthKey,
            reasons.length > 0 ? 1 : 0,
            suspiciousReasonText(reasons),
          ],
        ),
      );
      if (!inserted.length) throw new Rollback({ ok: false, reason: 'already_liked' });

      const used = rawRows<{ daily_likes: number; next_reset_date: number }>(
        await trx.raw(
          `insert into user_like_limits (user_id, daily_likes, last_reset, next_reset_date, daily_like_limit)
           values (?, 1, ?, ?, ?)
           on conflict (user_id) do update set
             daily_likes = case when user_like_limits.next_reset_date <= ? then 1 else user_like_limits.daily_likes + 1 end,
             last_reset = case when user_like_limits.next_reset_date <= ? then ? else user_like_limits.last_reset end,
             next_reset_date = case when user_like_limits.next_reset_date <= ? then ? else user_like_limits.next_reset_date end,
             daily_like_limit = excluded.daily_like_limit
           where user_like_limits.next_reset_date <= ? or user_like_limits.daily_likes < ?
           returning daily_likes, next_reset_date`,
          [liker.userId, now, nextReset, limit, now, now, now, now, nextReset, now, limit],
        ),
      );
      if (!used.length) {
        const current = await readAllowance(trx, liker.userId, clock);
        throw new Rollback({ ok: false, reason: 'daily_limit_reached', allowance: current });
      }

      const [count] = rawRows<{ like_count: number }>(
        await trx.raw(
          `insert into nft_like_counts (token_id, reset_year, reset_month, like_count, updated_at, count_reached_at)
           values (?, ?, ?, 1, ?, ?)
           on conflict (token_id, reset_year, reset_month) do update set
             like_count = nft_like_counts.like_count + 1, updated_at = excluded.updated_at,
             count_reached_at = case when excluded.count_reached_at > nft_like_counts.count_reached_at
               then excluded.count_reached_at else nft_like_counts.count_reached_at end
           returning like_count`,
          [tokenId, ym.year, ym.month, now, now],
        ),
      );
      return {
        ok: true as const,
        likeId: Number(inserted[0]!.id),
        likeCount: Number(count!.like_count),
        allowance: allowanceOf(Number(used[0]!.daily_likes), limit, Number(used[0]!.next_reset_date)),
        suspicious: reasons.length > 0,
      };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}

/**
 * Removes today's like and lowers the month's count. The allowance is not given back, so
 * like/unlike cycles cannot flood the log. Unliking what is not liked today changes nothing.
 */
export async function unlikeNft(
  db: Db,
  userId: string,
  tokenId: number,
  clock: ContestClock,
): Promise<{ likeCount: number; removed: boolean }> {
  const { now, tz } = clock;
  const { day, month: ym } = contestDayWindow(now, tz);
  return db.transaction(async (trx) => {
    const deleted = rawRows<{ id: number }>(
      await trx.raw('delete from nft_likes where user_id = ? and token_id = ? and like_date = ? returning id', [
        userId,
        tokenId,
        day,
      ]),
    );
    if (!deleted.length) return { likeCount: await monthCount(trx, tokenId, ym), removed: false };
    const likeCount = await lowerCount(trx, tokenId, ym, 1, now);
    return { likeCount, removed: true };
  });
}

export async function monthCount(
  db: Knex | Knex.Transaction,
  tokenId: number,
  ym: { year: number; month: number },
): Promise<number> {
  const row = await db('nft_like_counts')
    .first('like_count')
    .where({ token_id: tokenId, reset_year: ym.year, reset_month: ym.month });
  return Number(row?.like_count ?? 0);
}

/** The user's allowance now; a stored day that has passed its reset reads as unused. */
export async function readAllowance(
  db: Knex | Knex.Transaction,
  userId: string,
  clock: ContestClock,
): Promise<Allowance> {
  const { nextReset } = contestDayWindow(clock.now, clock.tz);
  const row = await db('user_like_limits').first('daily_likes', 'next_reset_date').where({ user_id: userId });
  const current = row && Number(row.next_reset_date) > clock.now;
  return allowanceOf(current ? Number(row.daily_likes) : 0, clock.dailyLikeLimit, nextReset);
}

export async function likedToday(db: Db, userId: string, tokenId: number, clock: ContestClock): Promise<boolean> {
  const row = await db('nft_likes')
    .first('id')
    .where({ user_id: userId, token_id: tokenId, like_date: contestDayWindow(clock.now, clock.tz).day });
  return Boolean(row);
}

/** The spec's test aid: every allowance resets as if midnight had passed (today's likes stay). */
export async function resetAllAllowances(db: Db, now: number): Promise<number> {
  return db('user_like_limits').update({ daily_likes: 0, last_reset: now });
}
