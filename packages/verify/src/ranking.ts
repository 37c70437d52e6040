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
 * to the lower token id. Likes removed by a moderator do not count.
 */
export function recount(rows: readonly LikeRow[]): RecountRow[] {
  const byToken = new Map<number, { likes: number; reachedAt: string }>();
  for (const row of rows) {
    if (row.removedByModerator) continue;
    const t = byToken.get(row.tokenId);
    if (!t) byToken.set(row.tokenId, { likes: 1, reachedAt: row.likedAt });
    else {
      t.likes++;
      if (row.likedAt > t.reachedAt) t.reachedAt = row.likedAt;
    }
  }
  return [...byToken]
    .sort(
      ([ia, a], [ib, b]) =>
        b.likes - a.likes || (a.reachedAt < b.reachedAt ? -1 : a.reachedAt > b.reachedAt ? 1 : 0) || ia - ib,
    )
    .map(([tokenId, t], i) => ({ rank: i + 1, tokenId, likeCount: t.likes, countReachedAt: t.reachedAt }));
}
