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

/** One row of GET /api/hall-of-fame/rankings: its place in the month's standings, whatever the search or sort. */
export type RankedLikeItem = LikeRankingItem & { rank: number };

/**
 * GET /api/hall-of-fame/rankings?limit=&offset=&sort=desc|asc&q=: one page of every NFT liked
 * this month. `total` counts the rows matching `q` (a token id containing it, or a like count
 * equal to it); `count` every liked NFT of the month.
 */
export type RankingsPage = {
  nfts: RankedLikeItem[];
  total: number;
  count: number;
  month: number;
  year: number;
};

/** GET /api/hall-of-fame/top?limit= */
export type HallOfFameTop = {
  nfts: LikeRankingItem[];
  count: number;
  month: number;
  year: number;
  /** Epoch ms when the current month ends. */
  monthEndsAt: number;
  contestTz: string;
  /** The current month's winner when the operator already declared one (then no crowning is due at its end). */
  monthWinner: { tokenId: number; how: WinnerHow } | null;
};

export type NftOfTheMonth = { tokenId: number; likeCount: number; resetMonth: number; resetYear: number; how: WinnerHow };
/** GET /api/hall-of-fame/nft-of-the-month */
export type NftOfTheMonthReply = { nft: NftOfTheMonth | null };

export type HallOfFameEntry = {
  id: number;
  tokenId: number;
  /** 1-12 */
  resetMonth: number;
  resetYear: number;
  likeCount: number;
  /** Epoch milliseconds when the winner was set. */
  createdAt: number;
  how: WinnerHow;
};

/**
 * How a finished month's winner was set: 'crowned' by the month-end job (the most-liked NFT) or
 * 'declared' by the contest operator.
 */
export type WinnerHow = 'crowned' | 'declared';

/**
 * A contest month's state. The current month is 'open' (it may already carry a declared winner);
 * a finished month awaits crowning, was crowned, was declared by the operator, or was vacated
 * (the operator removed its winner).
 */
export type MonthState = 'open' | 'awaiting' | 'crowned' | 'declared' | 'vacated';

/** One row of a month's standings, in crowning order (likes, then the time the count was reached, then token id). */
export type StandingRow = { rank: number; tokenId: number; likeCount: number; /** Epoch ms the count was reached. */ countReachedAt: number };

/** One moderator change that touched the month, from the audit log. */
export type MonthModeration = {
  at: number;
  action: string;
  /** Plain words, e.g. "Removed 1 like of NACHO #42". */
  summary: string;
};

/** GET /api/hall-of-fame/months/{year}/{month} */
export type MonthReport = {
  year: number;
  month: number;
  state: MonthState;
  winner: { tokenId: number; likeCount: number; how: WinnerHow; /** Epoch ms. */ decidedAt: number } | null;
  /** The rule in one sentence. */
  rule: string;
  standings: StandingRow[];
  /** Likes standing now, and likes a moderator removed. */
  totalLikes: number;
  removedLikes: number;
  moderation: MonthModeration[];
  /** Paths of the like exports. */
  exports: { csv: string; json: string };
};

/**
 * One like of a month as exported (likes.json is an array of these; likes.csv has the same
 * columns). `voter` is the wallet address, or a stable pseudonym for an OpenID Connect voter.
 */
export type ExportedLike = { tokenId: number; voter: string; likedAt: number; removedByModerator: boolean };
