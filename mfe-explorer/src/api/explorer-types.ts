/*
 * Reply shapes of the endpoints the explorer reads. They mirror the nft service's zod reply
 * schemas (services/nft/src/schemas), which its tests validate every response against.
 */
export type SpecialKind = 'unique' | 'rare' | null;
export type PowerTierName = 'Ruby' | 'Emerald' | 'Platinum' | 'Gold' | 'Silver' | 'Bronze';
export type SortDirection = 'asc' | 'desc';

export interface Attribute { trait_type: string; value: string }

export interface Paged { page: number; pageSize: number; total: number; totalPages: number }

export interface HolderStats {
  uniqueHolders: number;
  avgHoldings: number;
  topHolderCount: number;
  totalStakingPower: number;
  highestWalletPower: number;
  avgWalletPower: number;
  topHolders: Array<{ address: string; count: number; percentage: number }>;
}

export type HolderSort = 'address' | 'count' | 'power';
export interface HoldersPageArgs { page: number; pageSize?: number; sort: HolderSort; direction: SortDirection; search?: string }
export interface HolderRow { rank: number; address: string; tokenCount: number; stakingPower: number; powerRank: number; holderTier: number }
export interface HoldersPage extends Paged { items: HolderRow[]; hasPowerData: boolean }

export interface SyncStatus {
  phase: string;
  done: number;
  total: number;
  percent: number;
  collectionVersion: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastError: string | null;
  ready: boolean;
}

export interface TraitValueStat { value: string; count: number; percentage: number }
export interface TraitTypeStats { name: string; values: TraitValueStat[] }
export interface TraitStats { traitStats: TraitTypeStats[]; totalNfts: number }

export interface SpecialNft { tokenId: number; rarityRank: number | null; name: string | null }
export interface SpecialNftLists { unique: SpecialNft[]; rare: SpecialNft[] }

export type WalletSort = 'id' | 'power' | 'rarity';
export interface WalletPageArgs {
  address: string;
  page: number;
  pageSize?: number;
  sort: WalletSort;
  direction: SortDirection;
  /** trait type -> accepted values (any within a type, every type must match) */
  traits?: Record<string, string[]>;
}
export interface WalletNft {
  tokenId: number;
  name: string | null;
  image: string | null;
  stakingPower: number;
  rarityRank: number | null;
  special: SpecialKind;
  attributes: Attribute[];
}
export interface WalletTraitAnalysis { traitType: string; values: Array<{ value: string; count: number; share: number }> }
/** Filter options of one trait type, counted under the filters of every other type (never its own). */
export interface TraitFacet { traitType: string; values: Array<{ value: string; count: number }> }
export interface WalletPage extends Paged {
  address: string;
  count: number;
  totalPower: number;
  tier: PowerTierName;
  powerRank: number | null;
  items: WalletNft[];
  traitAnalysis: WalletTraitAnalysis[];
  facets: TraitFacet[];
  filters: Record<string, string[]>;
}

export interface Token { tokenId: number; owner: string; tick: string; opScoreMod: string }

export interface NftDetail {
  tokenId: number;
  tick: string;
  owner: string;
  opScoreMod: string;
  name: string | null;
  description: string | null;
  image: string | null;
  imageUrl: string;
  attributes: Attribute[];
  stakingPower: number;
  rarityRank: number | null;
  special: SpecialKind;
  traits: Array<{ traitType: string; value: string; count: number | null; percentage: number | null }>;
  ownerWallet: { tokenCount: number; totalPower: number; powerRank: number | null };
}

export type MarketTimeFrame = '15m' | '1h' | '6h' | '1d' | '7d' | '30d';
export interface MarketStats { floorPrice: number | null; volume24h: number; avgPrice: number | null; totalSales: number }

export type { HallOfFameEntry, NftOfTheMonthReply as NftOfTheMonth } from '@nacho/api';
