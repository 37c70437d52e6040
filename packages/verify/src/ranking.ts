import type { LikeRow } from './encoding';

export interface RecountRow {
  rank: number;
  tokenId: number;
  likeCount: number;
  /** When the count was reached: the time of the token's latest standing like (ISO). */
  countReachedAt: string;
}

/**
 * The contest's rule (SPEC, issue 26): the NFT with the most standing likes of the month wins; a
 * tie goes to the one that reached its count first (the time of its latest standing like), then
 * to the lower token id. Likes removed by a moderator do not count. Rows are counted one at a
 * time, so that a month's export need not be held in memory to be recounted.
 */
export class RecountTally {
  private readonly byToken = new Map<number, { likes: number; reachedAt: string }>();

  add(row: Pick<LikeRow, 'tokenId' | 'likedAt' | 'removedByModerator'>): void {
    if (row.removedByModerator) return;
    const t = this.byToken.get(row.tokenId);
    if (!t) this.byToken.set(row.tokenId, { likes: 1, reachedAt: row.likedAt });
    else {
      t.likes++;
      if (row.likedAt > t.reachedAt) t.reachedAt = row.likedAt;
    }
  }

  ranking(): RecountRow[] {
    return [...this.byToken]
      .sort(
        ([ia, a], [ib, b]) =>
          b.likes - a.likes || (a.reachedAt < b.reachedAt ? -1 : a.reachedAt > b.reachedAt ? 1 : 0) || ia - ib,
      )
      .map(([tokenId, t], i) => ({ rank: i + 1, tokenId, likeCount: t.likes, countReachedAt: t.reachedAt }));
  }
}

export function recount(rows: readonly LikeRow[]): RecountRow[] {
  const tally = new RecountTally();
  for (const row of rows) tally.add(row);
  return tally.ranking();
}
