import path from 'node:path';
import { createDb, type Db } from '@nacho/core';
import { contestDay, contestMonth, contestMonthKey } from '@nacho/domain';
import { readHarnessState } from './harness-state';

/** The all-in-one server's SQLite database (WAL: written beside the running server). */
export function openServerDatabase(): Db {
  return createDb({ databaseUrl: undefined, dataDir: path.join(readHarnessState().workDir, 'data') });
}

/**
 * This month's likes as the like route writes them: `likes[i]` likes for token `tokens[i]`,
 * one per seeded voter, with the like counts and the tie order (count_reached_at) to match.
 */
export async function seedMonthLikes(db: Db, entries: Array<{ tokenId: number; likes: number }>): Promise<void> {
  const now = Date.now();
  const ym = contestMonth(now, 'Europe/Berlin');
  const voters = Math.max(...entries.map((e) => e.likes));
  await db('users')
    .insert(
      Array.from({ length: voters }, (_, i) => ({
        id: `e2e-voter-${i}`,
        created_at: now - 86_400_000,
        updated_at: now,
      })),
    )
    .onConflict('id')
    .ignore();
  for (const [index, { tokenId, likes }] of entries.entries()) {
    const at = now - 60_000 + index;
    await db('nft_likes').insert(
      Array.from({ length: likes }, (_, v) => ({
        user_id: `e2e-voter-${v}`,
        token_id: tokenId,
        created_at: at,
        like_date: contestDay(now, 'Europe/Berlin'),
        contest_month: contestMonthKey(now, 'Europe/Berlin'),
      })),
    );
    await db('nft_like_counts').insert({
      token_id: tokenId,
      reset_year: ym.year,
      reset_month: ym.month,
      like_count: likes,
      updated_at: at,
      count_reached_at: at,
    });
  }
}

/** Removes every like, count and month state (crownings, Hall of Fame winners), and shows the Hall of Fame again: a test that needs an empty contest starts from one. */
export async function clearContest(db: Db): Promise<void> {
  for (const table of [
    'like_seals',
    'nft_likes',
    'nft_likes_removed',
    'nft_like_counts',
    'contest_months',
    'site_settings',
  ])
    await db(table).del();
}

/**
 * A month with its winner as the crowning or the operator leaves it: the contest_months row with a
 * Hall of Fame entry id of its own (never reused: hall_of_fame_entry_ids hands it out).
 */
export async function seedWinner(
  db: Db,
  m: { year: number; month: number; state: 'crowned' | 'declared'; tokenId: number; likeCount: number; by?: string },
): Promise<number> {
  const at = Date.now();
  const [allocated] = await db('hall_of_fame_entry_ids').insert({ created_at: at }).returning('id');
  const entryId = Number(typeof allocated === 'object' ? allocated.id : allocated);
  await db('contest_months').insert({
    year: m.year,
    month: m.month,
    state: m.state,
    token_id: m.tokenId,
    entry_id: entryId,
    entry_version: 1,
    like_count: m.likeCount,
    decided_at: at,
    decided_by: m.by ?? null,
    updated_at: at,
  });
  return entryId;
}
