/** Collection info as the KRC-721 indexer gives it: every field a string (numbers included). */
export interface CollectionInfo {
  tick: string;
  deployer: string | null;
  royaltyTo: string | null;
  buri: string | null;
  max: string | null;
  royaltyFee: string | null;
  daaMintStart: string | null;
  premint: string | null;
  txIdRev: string | null;
  mtsAdd: string | null;
  minted: string | null;
  opScoreMod: string | null;
  state: string | null;
  mtsMod: string | null;
  opScoreAdd: string | null;
}

export interface TokenRecord {
  tokenId: number;
  tick: string;
  /** As the source gives it; the sync stores it lower-cased. */
  owner: string;
  /** Decimal string; exceeds 2^53. */
  opScoreMod: string;
  /** null when the source has none (readers apply DEFAULT_STAKING_POWER). */
  stakingPower: number | null;
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

export interface SaleRecord {
  orderId: string;
  tokenId: number;
  priceKas: number;
  seller: string | null;
  buyer: string | null;
  soldAt: number;
}

/** Where the collection comes from: the demo generator or the KRC-721 indexer + IPFS. */
export interface CollectionSource {
  readonly name: string;
  fetchCollectionInfo(signal?: AbortSignal): Promise<CollectionInfo>;
  /** Every token with its owner, page by page. */
  listTokens(signal?: AbortSignal): AsyncIterable<TokenRecord[]>;
  /** null when the source has no metadata for the token (it is asked again next sync). */
  fetchMetadata(tokenId: number, info: CollectionInfo, signal?: AbortSignal): Promise<NftMetadataDoc | null>;
  /** Sales after sinceMs (exclusive), for sources that know a market. */
  fetchSales?(sinceMs: number, signal?: AbortSignal): Promise<SaleRecord[]>;
  /** Releases what the source holds open (kept-alive connections); the source is not used afterwards. */
  close?(): Promise<void>;
}
