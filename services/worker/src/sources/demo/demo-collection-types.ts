import type { DemoSale } from './market-sales';

export interface DemoCollectionInfo {
  tick: 'NACHO';
  max: '10000';
  minted: '10000';
  /** 'ipfs://<demo metadata cid>' */
  buri: string;
  deployer: string;
  royaltyTo: string;
  royaltyFee: string;
  daaMintStart: string;
  premint: string;
  txIdRev: string;
  mtsAdd: string;
  opScoreMod: string;
  state: 'deployed';
  mtsMod: string;
  opScoreAdd: string;
}

export interface DemoToken {
  tokenId: number;
  owner: string;
  opScoreMod: string;
  stakingPower: number;
}

export interface DemoNftMetadata {
  tokenId: number;
  /** 'NACHO #123' */
  name: string;
  description: string;
  /** 'ipfs://<images cid>/123.png' */
  image: string;
  attributes: { trait_type: string; value: string }[];
}

export interface DemoCollection {
  info: DemoCollectionInfo;
  /** Token ids 1..10000 in order. */
  tokens: DemoToken[];
  metadata: DemoNftMetadata[];
  /** Sales in the 60 days before endAt, oldest first. */
  sales: DemoSale[];
}

export interface DemoCollectionOptions {
  seed?: string;
  /** Epoch ms at which the simulated sales end; default Date.now(). */
  endAt?: number;
}
