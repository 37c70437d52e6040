import { z } from 'zod';
import { Listing } from './activity-replies';
import { rarityRank, specialKind, success, tokenId, type ResultOf } from './common-replies';

export const Token = z
  .object({
    tokenId,
    owner: z.string(),
    tick: z.string(),
    opScoreMod: z.string().meta({ description: 'Big integer as text' }),
  })
  .meta({ id: 'Token' });

export const Attribute = z.object({ trait_type: z.string(), value: z.string() }).meta({ id: 'Attribute' });

export const TokenListReply = z.object({ message: success, result: z.array(Token) });
export const TokenReply = z.object({ message: success, result: Token });

export const MetadataReply = z.object({
  message: success,
  result: z.object({
    id: tokenId,
    image: z.string().nullable().meta({ description: 'IPFS URI as the metadata gives it' }),
    attributes: z.array(Attribute),
    name: z.string().nullable(),
    description: z.string().nullable(),
    tick: z.string(),
    tokenId,
    owner: z.string(),
    opScoreMod: z.string(),
    stakingPower: z.number(),
    rarityRank,
  }),
});

const percentOrNull = z
  .number()
  .nullable()
  .meta({ description: 'Share of NFTs with metadata having this value; null when stats are not derived yet' });

export const NftDetailReply = z.object({
  message: success,
  result: z.object({
    tokenId,
    tick: z.string(),
    owner: z.string(),
    opScoreMod: z.string(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    imageUrl: z.string().meta({ description: "This service's rendered demo image" }),
    attributes: z.array(Attribute),
    stakingPower: z.number(),
    rarityRank,
    special: specialKind,
    traits: z
      .array(
        z.object({
          traitType: z.string(),
          value: z.string(),
          count: z.number().int().nullable(),
          percentage: percentOrNull,
        }),
      )
      .meta({ description: 'Every trait except Edition, with its collection-wide count and percentage' }),
    ownerWallet: z.object({
      tokenCount: z.number().int(),
      totalPower: z.number(),
      powerRank: z.number().int().nullable(),
    }),
    listing: Listing.nullable().meta({ description: 'The asking price when the NFT is listed for sale' }),
  }),
});

export type Token = z.infer<typeof Token>;
export type Attribute = z.infer<typeof Attribute>;
export type TokenListReply = z.infer<typeof TokenListReply>;
export type NftMetadata = ResultOf<typeof MetadataReply>;
export type NftDetail = ResultOf<typeof NftDetailReply>;
