import { z } from 'zod';
import { paginationFields, rarityRank, specialKind, success, tokenId, type ResultOf } from './common-replies';
import { Attribute } from './token-replies';

export const WalletPageReply = z.object({
  message: success,
  result: z.object({
    address: z.string(),
    count: z.number().int().meta({ description: 'All NFTs of the wallet' }),
    totalPower: z.number(),
    tier: z.enum(['Ruby', 'Emerald', 'Platinum', 'Gold', 'Silver', 'Bronze']),
    powerRank: z.number().int().nullable(),
    items: z.array(
      z.object({
        tokenId,
        name: z.string().nullable(),
        image: z.string().nullable(),
        stakingPower: z.number(),
        rarityRank,
        special: specialKind,
        attributes: z.array(Attribute),
        listedPriceKas: z.number().nullable().meta({ description: 'Asking price in KAS when listed' }),
      }),
    ),
    ...paginationFields,
    traitAnalysis: z
      .array(
        z.object({
          traitType: z.string(),
          values: z.array(
            z.object({
              value: z.string(),
              count: z.number().int(),
              share: z.number().meta({ description: 'Percent of the filtered NFTs, two decimals' }),
            }),
          ),
        }),
      )
      .meta({ description: 'Trait values over the filtered NFTs (Edition excluded)' }),
    facets: z
      .array(
        z.object({ traitType: z.string(), values: z.array(z.object({ value: z.string(), count: z.number().int() })) }),
      )
      .meta({
        description:
          'Filter options: the values of each trait type counted over the NFTs passing the filters of every other type (never its own); selected values are always listed',
      }),
    filters: z
      .record(z.string(), z.array(z.string()))
      .meta({ description: 'The applied filters: trait type -> accepted values' }),
  }),
});

export type WalletPage = ResultOf<typeof WalletPageReply>;
export type WalletNft = WalletPage['items'][number];
export type WalletTraitAnalysis = WalletPage['traitAnalysis'][number];
export type PowerTierName = WalletPage['tier'];
export type TraitFacet = WalletPage['facets'][number];
