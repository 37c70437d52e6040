export type LikeStatus = { liked: boolean; count: number };
/** POST and DELETE /api/likes/nft/{tokenId} */
export type LikeCountReply = { likeCount: number };

/** GET /api/likes/user/limit */
export type DailyLimit = {
  dailyLikesUsed: number;
  dailyLikeLimit: number;
  remainingLikes: number;
  /** Next reset, epoch milliseconds. */
  nextReset: number;
};

export type LikeRankingItem = { tokenId: number; likeCount: number };

/** GET /api/hall-of-fame/top?limit= */
export type HallOfFameTop = { nfts: LikeRankingItem[]; count: number };

export type NftOfTheMonth = { tokenId: number; likeCount: number; resetMonth: number; resetYear: number };
/** GET /api/hall-of-fame/nft-of-the-month */
export type NftOfTheMonthReply = { nft: NftOfTheMonth | null };

export type HallOfFameEntry = {
  id: number;
  tokenId: number;
  /** 1-12 */
  resetMonth: number;
  resetYear: number;
  likeCount: number;
  /** Epoch milliseconds. */
  createdAt: number;
};
