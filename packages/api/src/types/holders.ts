import type { ApiEnvelope } from './envelope';
import type { Token } from './nft';

export type TopHolder = { address: string; count: number; percentage: number };

export type HolderStats = {
  uniqueHolders: number;
  avgHoldings: number;
  topHolderCount: number;
  totalStakingPower: number;
  highestWalletPower: number;
  avgWalletPower: number;
  topHolders: TopHolder[];
};

/** One wallet in the holders list (derived server side). */
export type Holder = {
  address: string;
  tokenCount: number;
  stakingPower: number;
  powerRank: number;
  /** Sum of the wallet's opScoreMod values, as text. */
  opScoreTotal: string;
};

export type WalletSummary = {
  address: string;
  count: number;
  totalPower: number;
  tokens: Token[];
};

/** GET /api/nft/holders */
export type HoldersReply = ApiEnvelope<HolderStats>;
