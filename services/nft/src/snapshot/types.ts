import type { CollectionInfo } from '@nacho/contracts';
import type { NftAttribute, PowerBand, PowerTierName, SpecialKind } from '@nacho/domain';
import type { SerializedBodies } from './serialized-bodies';
import type { MarketIndex } from './market-index';
import type { TraitIndex } from './trait-index';

export interface NftMetadata {
  name: string | null;
  description: string | null;
  image: string | null;
  /** As the source gave them (Edition included), values kept as strings. */
  attributes: NftAttribute[];
}

export interface TokenEntry {
  tokenId: number;
  tick: string;
  owner: string;
  opScoreMod: string;
  /** Staking power with DEFAULT_STAKING_POWER applied when the source gave none. */
  stakingPower: number;
  rarityRank: number | null;
  special: SpecialKind | null;
  metadata: NftMetadata | null;
  /** Asking price when listed for sale (nft_listings). */
  listing: { priceKas: number; since: number | null } | null;
  /** The price of its newest sale at the market source, KAS. */
  lastSaleKas: number | null;
}

export interface HolderEntry {
  address: string;
  tokenCount: number;
  stakingPower: number;
  powerRank: number;
  holderTier: PowerBand;
  /** The wallet value rule over its NFTs, KAS. */
  valueKas: number;
}

export interface HolderStats {
  uniqueHolders: number;
  avgHoldings: number;
  topHolderCount: number;
  totalStakingPower: number;
  highestWalletPower: number;
  avgWalletPower: number;
  topHolders: { address: string; count: number; percentage: number }[];
}

export type HolderSortKey = 'address' | 'count' | 'power' | 'value';
export type SortDirection = 'asc' | 'desc';

export interface TraitValueStat {
  value: string;
  count: number;
  percentage: number;
}

export interface TraitTypeStats {
  name: string;
  values: TraitValueStat[];
}

export interface SpecialNft {
  tokenId: number;
  rarityRank: number | null;
  name: string | null;
}

export interface WalletEntry {
  address: string;
  /** Sorted by token id. */
  tokens: TokenEntry[];
  totalPower: number;
  tier: PowerTierName;
  powerRank: number | null;
}

/** Everything the read API answers from, built once per collection_version. */
export interface Snapshot {
  /** collection_version the data was read at. */
  version: number;
  loadedAt: number;
  /** True once a sync has finished deriving at least once and there are tokens to show. */
  ready: boolean;
  collection: CollectionInfo;
  /** Highest valid token id: the collection's max, default COLLECTION_SIZE. */
  maxTokenId: number;
  /** Sorted by token id. */
  tokens: TokenEntry[];
  tokenById: Map<number, TokenEntry>;
  tokensWithMetadata: number;
  /** Whether the source gave a staking power for at least one token. */
  hasPowerData: boolean;
  wallets: Map<string, WalletEntry>;
  holders: {
    byAddress: Map<string, HolderEntry>;
    sorted: Record<`${HolderSortKey}-${SortDirection}`, HolderEntry[]>;
    stats: HolderStats;
  };
  traitStats: TraitTypeStats[];
  traitIndex: TraitIndex;
  specials: { unique: SpecialNft[]; rare: SpecialNft[] };
  market: MarketIndex;
  /** Listed tokens, cheapest first (ties by id). */
  listedByPrice: TokenEntry[];
  bodies: SerializedBodies;
}
