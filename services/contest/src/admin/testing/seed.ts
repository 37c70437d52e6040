import type { Db } from '@nacho/core';
import { newEntryId } from '../../contest-months/month-states';

export async function seedUsers(db: Db, ids: string[], at = 0) {
  await db('users').insert(ids.map((id) => ({ id, created_at: at, updated_at: at })));
}

export interface LikeSeed {
  userId: string;
  tokenId: number;
  at: number;
  month: string;
  day?: string;
  ip?: string | null;
  suspicious?: boolean;
  reason?: string | null;
}

/** Inserts likes and the matching per-month counts (as the like flow would have left them). */
export async function seedLikes(db: Db, likes: LikeSeed[]) {
  const ids: number[] = [];
  for (const l of likes) {
    const [row] = await db('nft_likes')
      .insert({
        user_id: l.userId,
        token_id: l.tokenId,
        created_at: l.at,
        ip_address: l.ip ?? null,
        like_date: l.day ?? new Date(l.at).toISOString().slice(0, 10),
        contest_month: l.month,
        suspicious: l.suspicious ?? false,
        suspicious_reason: l.reason ?? null,
      })
      .returning('id');
    ids.push(typeof row === 'object' ? row.id : row);
    const [year, month] = l.month.split('-').map(Number) as [number, number];
    await db('nft_like_counts')
      .insert({
        token_id: l.tokenId,
        reset_year: year,
        reset_month: month,
        like_count: 1,
        updated_at: l.at,
        count_reached_at: l.at,
      })
      .onConflict(['token_id', 'reset_year', 'reset_month'])
      .merge({
        like_count: db.raw('nft_like_counts.like_count + 1'),
        count_reached_at: db.raw(
          'case when nft_like_counts.count_reached_at > ? then nft_like_counts.count_reached_at else ? end',
          [l.at, l.at],
        ),
      });
  }
  return ids;
}

export async function likeCount(db: Db, tokenId: number, year: number, month: number): Promise<number> {
  const row = await db('nft_like_counts')
    .first('like_count')
    .where({ token_id: tokenId, reset_year: year, reset_month: month });
  return Number(row?.like_count ?? 0);
}

export async function auditActions(
  db: Db,
): Promise<Array<{ action: string; target: string | null; details: unknown; actor: string }>> {
  const rows = await db('admin_audit_log').select('action', 'target', 'details', 'actor').orderBy('id');
  return rows.map((r: { action: string; target: string | null; details: string | null; actor: string }) => ({
    ...r,
    details: r.details ? JSON.parse(r.details) : null,
  }));
}

export async function clearContestTables(db: Db) {
  for (const t of [
    'month_export_chunks',
    'month_export_files',
    'month_export_versions',
    'admin_audit_log',
    'like_seals',
    'like_ballots',
    'contest_months',
    'nft_like_counts',
    'nft_likes_removed',
    'nft_likes',
    'site_settings',
  ])
    await db(t).del();
}

/** A month's row as the month-end crowning or the operator would have left it; returns its Hall of Fame entry id (the row id without a winner). */
export async function seedMonth(
  db: Db,
  m: {
    year: number;
    month: number;
    state: 'awaiting' | 'crowned' | 'declared' | 'vacated';
    tokenId?: number;
    likeCount?: number;
    at?: number;
  },
) {
  const entryId = m.tokenId === undefined ? null : await newEntryId(db, m.at ?? 0);
  const [row] = await db('contest_months')
    .insert({
      year: m.year,
      month: m.month,
      state: m.state,
      token_id: m.tokenId ?? null,
      entry_id: entryId,
      entry_version: entryId === null ? 0 : 1,
      like_count: m.likeCount ?? 0,
      decided_at: m.at ?? 0,
      updated_at: m.at ?? 0,
    })
    .returning('id');
  return entryId ?? Number(typeof row === 'object' ? row.id : row);
}
