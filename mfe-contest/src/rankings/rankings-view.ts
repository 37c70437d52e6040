import type { LikeRankingItem } from '@nacho/contracts';

export type RankedNft = LikeRankingItem & { rank: number };
export type LikesSort = 'desc' | 'asc';

/**
 * The rankings table's rows: the rank is the place in this month's ranking (the server's order:
 * most likes, then who reached the count first) whatever the search or sort. A query matches a
 * token id containing it or a like count equal to it.
 */
export function rankingsView(nfts: readonly LikeRankingItem[], query: string, sort: LikesSort): RankedNft[] {
  const q = query.trim().replace(/^#/, '');
  const ranked = nfts.map((nft, i) => ({ ...nft, rank: i + 1 }));
  const matching = q ? ranked.filter((n) => String(n.tokenId).includes(q) || String(n.likeCount) === q) : ranked;
  return sort === 'desc' ? matching : [...matching].reverse();
}
