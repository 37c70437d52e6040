import type { LikeRankingItem } from './contest';

export type LikeLog = {
  id: number;
  tokenId: number;
  userId: string;
  ipAddress?: string | null;
  /** Epoch milliseconds. */
  timestamp: number;
  suspicious: boolean;
  suspiciousReason?: string | null;
};

export type ActivitySlot = { time: string; count: number };

export type AdminStats = {
  totalLikes: number;
  uniqueUsersLiked: number;
  suspiciousLikes: number;
  recentActivity: ActivitySlot[];
  topLikedNFTs: LikeRankingItem[];
};

/** POST /api/admin/declare-winner */
export type DeclareWinnerReply = { tokenId: number; month: number; year: number };
/** PUT /api/admin/hall-of-fame/{id} */
export type HallOfFameEntryUpdate = { month: number; year: number };
