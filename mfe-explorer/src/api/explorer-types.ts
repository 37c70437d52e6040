/*
 * What the explorer sends and reads. Reply shapes are the contracts of @nacho/contracts (types
 * inferred from the nft service's zod reply schemas); only the explorer's own query arguments
 * are declared here.
 */
export type {
  Attribute,
  HallOfFameEntry,
  HolderRow,
  HolderStats,
  HoldersPage,
  NftDetail,
  NftOfTheMonthReply as NftOfTheMonth,
  Paged,
  PowerTierName,
  SpecialKind,
  SpecialNft,
  SpecialNftLists,
  SyncStatus,
  Token,
  TraitStats,
  TraitTypeStats,
  TraitValueStat,
  WalletNft,
  WalletPage,
  WalletTraitAnalysis,
  TraitFacet,
} from '@nacho/contracts';

export type SortDirection = 'asc' | 'desc';

/** value: the wallet value estimate (issue 38). */
export type HolderSort = 'address' | 'count' | 'power' | 'value';
export interface HoldersPageArgs {
  page: number;
  pageSize?: number;
  sort: HolderSort;
  direction: SortDirection;
  search?: string;
}

/** price: by asking price, listed NFTs first (issue 38). */
export type WalletSort = 'id' | 'power' | 'rarity' | 'price';
export interface WalletPageArgs {
  address: string;
  page: number;
  pageSize?: number;
  sort: WalletSort;
  direction: SortDirection;
  /** trait type -> accepted values (any within a type, every type must match) */
  traits?: Record<string, string[]>;
  /** Only the NFTs listed for sale. */
  listed?: boolean;
}
