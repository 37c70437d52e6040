import type { CollectionInfo } from '@nacho/contracts';
import type { MarketSale } from './market/market-source';

/** The indexer's collection info; defined once in @nacho/contracts, as the nft service serves it. */
export type { CollectionInfo };

export interface TokenRecord {
  tokenId: number;
  tick: string;
  /** As the source gives it; the sync stores it lower-cased. */
  owner: string;
  /** Decimal string; exceeds 2^53. */
  opScoreMod: string;
  /** null when the source has none (readers apply DEFAULT_STAKING_POWER). */
  stakingPower: number | null;
  /** Listed for sale: the asking price; null when not listed; undefined when the source does not say. */
  listing?: TokenListing | null;
}

/** The indexer's `status` of a listed token. */
export interface TokenListing {
  /** Asking price in sompi (1 KAS = 10^8 sompi), decimal text. */
  priceSompi: string;
  /** The listing operation's score; null when not given. */
  opScore: string | null;
  txId: string | null;
}

/** A listing or delisting a source remembers (the demo); the indexer gives only the current state. */
export interface ListingEvent {
  kind: 'listing' | 'delisting';
  owner: string;
  /** Epoch ms. */
  at: number;
  /** The asking price of a listing, sompi. */
  priceSompi: string | null;
}

/** One entry of a token's ownership history (the first is its mint). */
export interface OwnershipEntry {
  owner: string;
  opScoreMod: string;
  txId: string | null;
}

export interface NftAttributeDoc {
  trait_type: string;
  /** Kept as a string; numbers are stringified. */
  value: string;
}

/** OpenSea-style metadata document of one NFT. */
export interface NftMetadataDoc {
  name: string | null;
  description: string | null;
  image: string | null;
  attributes: NftAttributeDoc[];
}

/** Where the collection comes from: the demo generator or the KRC-721 indexer + IPFS. */
export interface CollectionSource {
  readonly name: string;
  fetchCollectionInfo(signal?: AbortSignal): Promise<CollectionInfo>;
  /** Every token with its owner, page by page. */
  listTokens(signal?: AbortSignal): AsyncIterable<TokenRecord[]>;
  /** null when the source has no metadata for the token (it is asked again next sync). */
  fetchMetadata(tokenId: number, info: CollectionInfo, signal?: AbortSignal): Promise<NftMetadataDoc | null>;
  /**
   * The token's ownership history, oldest first (the mint first); null when the source does not know
   * the token. Throws when the history cannot be read to its end (nothing partial is returned).
   */
  fetchHistory?(tokenId: number, signal?: AbortSignal): Promise<OwnershipEntry[] | null>;
  /** Past listings and delistings of the token, oldest first, for sources that remember them (the demo). */
  fetchListingEvents?(tokenId: number, signal?: AbortSignal): Promise<ListingEvent[]>;
  /** Sales after sinceMs (exclusive), for sources that know a market. */
  fetchSales?(sinceMs: number, signal?: AbortSignal): Promise<MarketSale[]>;
  /** Releases what the source holds open (kept-alive connections); the source is not used afterwards. */
  close?(): Promise<void>;
}
