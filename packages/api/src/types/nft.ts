import type { ApiEnvelope } from './envelope';

/** Trait types of the collection (SPEC 3). Edition ("1 of 1" / "1 of 2") is a special trait. */
export type TraitType = 'Base' | 'Head' | 'Collar' | 'Mood' | 'Realm' | 'Outfit' | 'Face' | 'Tail' | 'Role' | 'Type';

export type Token = {
  tokenId: number;
  /** kaspa:... address, lower-case. */
  owner: string;
  tick: string;
  /** Big integer from the chain, as text. */
  opScoreMod: string;
};

export type NftAttribute = { trait_type: string; value: string | number };

export type NftMetadata = {
  id: number;
  tokenId: number;
  name: string;
  description: string;
  /** ipfs://... URI */
  image: string;
  attributes: NftAttribute[];
  tick: string;
  owner: string;
  opScoreMod: string;
  stakingPower: number;
  /** null while ranks are not computed yet. */
  rarityRank: number | null;
};

export type CollectionInfo = {
  tick: string;
  deployer: string;
  royaltyTo: string;
  buri: string;
  max: string;
  royaltyFee: string;
  daaMintStart: string;
  premint: string;
  txIdRev: string;
  mtsAdd: string;
  minted: string;
  opScoreMod: string;
  state: string;
  mtsMod: string;
  opScoreAdd: string;
};

/** Map of token id (as a JSON key) to staking power. */
export type StakingPowers = Record<string, number>;
/** Map of token id (as a JSON key) to rarity rank (1 = rarest). */
export type RarityRanks = Record<string, number>;

export type SpecialNft = { tokenId: number; rarityRank: number | null; name?: string };
export type SpecialNfts = { unique: SpecialNft[]; rare: SpecialNft[] };

export type TraitValueStat = { value: string; count: number; percentage: number };
export type TraitStat = { name: string; values: TraitValueStat[] };

export type TraitSearchResult = { total: number; nfts: number[] };

/** GET /api/nft/tokens, /api/nft/owners/{address} */
export type TokensReply = ApiEnvelope<Token[]>;
/** GET /api/nft/tokens/{tokenId} */
export type TokenReply = ApiEnvelope<Token>;
/** GET /api/nft/metadata/{tokenId} */
export type NftMetadataReply = ApiEnvelope<NftMetadata>;
/** GET /api/nft/staking-powers */
export type StakingPowersReply = ApiEnvelope<StakingPowers>;
/** GET /api/nft/rarity-rank/{tokenId} */
export type RarityRankReply = ApiEnvelope<{ rarityRank: number | null }>;
/** GET /api/nft/rarity-rank/all */
export type RarityRanksReply = ApiEnvelope<RarityRanks>;
/** GET /api/nft/traits */
export type TraitsReply = ApiEnvelope<{ traitStats: TraitStat[]; specialNFTs: SpecialNfts }>;
/** GET /api/nft/special */
export type SpecialNftsReply = { specialNFTs: SpecialNfts };
/** GET /api/nft/search/traits?traits=Trait=Value,... */
export type TraitSearchReply = ApiEnvelope<TraitSearchResult>;
