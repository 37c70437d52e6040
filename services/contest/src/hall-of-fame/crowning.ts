import type { Knex } from 'knex';
import type { HallOfFameEntry } from './queries';

export interface CrownMonthInput {
  year: number;
  month: number;
  /** Epoch ms written as the entry's creation time. */
  now: number;
  /** The NFT to crown (admin declaration); omitted, the month's most-liked NFT wins. */
  tokenId?: number;
  source: 'admin' | 'month-end';
  /** Who crowned it (the audit actor for admin declarations). */
  actor?: string;
}

export interface CrownMonthResult {
  crowned: boolean;
  /** The month's entry: the new one, or the one that was already there. */
  entry: HallOfFameEntry | null;
  reason?: 'already_crowned' | 'no_likes';
}

interface EntryRow { id: number; token_id: number; reset_month: number; reset_year: number; like_count: number; created_at: number }
const toEntry = (r: EntryRow): HallOfFameEntry => ({
  id: r.id, tokenId: r.token_id, resetMonth: r.reset_month, resetYear: r.reset_year, likeCount: r.like_count, createdAt: Number(r.created_at),
});
const COLUMNS = ['id', 'token_id', 'reset_month', 'reset_year', 'like_count', 'created_at'];

/**
 * Crowns the NFT of the Month exactly once per month: the unique (reset_year, reset_month) key
 * of hall_of_fame_history decides between racing callers (admin, month-end job, replicas).
 * Pass a transaction to make the crowning part of a larger change.
 */
export async function crownMonth(db: Knex, { year, month, now, tokenId }: CrownMonthInput): Promise<CrownMonthResult> {
  let winner: { token_id: number; like_count: number } | undefined;
  if (tokenId === undefined) {
    winner = await db('nft_like_counts')
      .first('token_id', 'like_count')
      .where({ reset_year: year, reset_month: month })
      .andWhere('like_count', '>', 0)
      .orderBy([{ column: 'like_count', order: 'desc' }, { column: 'token_id', order: 'asc' }]);
  } else {
    const row = await db('nft_like_counts').first('like_count').where({ token_id: tokenId, reset_year: year, reset_month: month });
    winner = { token_id: tokenId, like_count: Number(row?.like_count ?? 0) };
  }
  if (!winner) {
    const existing = await db('hall_of_fame_history').first(COLUMNS).where({ reset_year: year, reset_month: month });
    return existing ? { crowned: false, entry: toEntry(existing), reason: 'already_crowned' } : { crowned: false, entry: null, reason: 'no_likes' };
  }
  const inserted: EntryRow[] = await db('hall_of_fame_history')
    .insert({ token_id: winner.token_id, like_count: winner.like_count, reset_month: month, reset_year: year, created_at: now, updated_at: now })
    .onConflict(['reset_year', 'reset_month'])
    .ignore()
    .returning(COLUMNS);
  if (inserted.length) return { crowned: true, entry: toEntry(inserted[0]!) };
  const existing = await db('hall_of_fame_history').first(COLUMNS).where({ reset_year: year, reset_month: month });
  return { crowned: false, entry: existing ? toEntry(existing) : null, reason: 'already_crowned' };
}
