import { z } from 'zod';
import { ACTIVITY_KINDS } from '@nacho/domain';
import { success, tokenId, type ResultOf } from './common-replies';

/*
 * Issue 38: what happened to each NFT (activity, history), what is listed and at what price
 * (listing state, floors), what a wallet is worth, how the holdings are spread.
 * Prices are KAS (the indexer gives sompi: 1 KAS = 100,000,000 sompi); times are epoch ms.
 */

export { ACTIVITY_KINDS };
export const ActivityKind = z.enum(ACTIVITY_KINDS).meta({ id: 'ActivityKind' });

export const ActivityItem = z
  .object({
    id: z.string().meta({ description: 'Stable across re-syncs; also the keyset position of the row' }),
    kind: ActivityKind,
    tokenId,
    from: z
      .string()
      .nullable()
      .meta({ description: 'Seller (sale), previous owner (transfer), owner (listing, delisting); null on a mint' }),
    to: z.string().nullable().meta({ description: 'Buyer (sale), new owner (transfer, mint); null otherwise' }),
    priceKas: z
      .number()
      .nullable()
      .meta({ description: 'Sale price or asking price in KAS; null for mints, transfers, delistings' }),
    priceUsd: z
      .number()
      .nullable()
      .meta({ description: 'priceKas at the market source’s KAS/USD rate, when it has one' }),
    at: z.number().int().meta({ description: 'When it happened, epoch ms' }),
    txId: z.string().nullable(),
  })
  .meta({ id: 'ActivityItem' });

export const ActivityPageReply = z.object({
  message: success,
  result: z.object({
    items: z.array(ActivityItem).meta({ description: 'Newest first' }),
    next: z.string().nullable().meta({ description: 'Opaque cursor for the next (older) page; null at the end' }),
  }),
});

/** A token's listing state: its asking price and since when (null when the source does not say). */
export const Listing = z
  .object({
    priceKas: z.number(),
    since: z.number().int().nullable().meta({ description: 'Listed since, epoch ms; null when unknown' }),
  })
  .meta({ id: 'Listing' });

export const TokenHistoryReply = z.object({
  message: success,
  result: z.object({
    items: z.array(ActivityItem).meta({ description: 'Newest first, the whole history of the token' }),
    owner: z.string().nullable(),
    heldSince: z.number().int().nullable().meta({ description: 'When the current owner received it, epoch ms' }),
    listing: Listing.nullable(),
  }),
});

const floorFields = {
  floorKas: z.number().nullable().meta({ description: 'Lowest asking price; null when nothing is listed' }),
  floorTokenId: tokenId.nullable(),
  listed: z.number().int().min(0).meta({ description: 'How many are listed' }),
};

export const FloorsReply = z.object({
  message: success,
  result: z.object({
    collection: z.object(floorFields),
    traits: z
      .array(z.object({ category: z.string(), value: z.string(), ...floorFields }))
      .meta({ description: 'Every trait value (Edition excluded), with the floor of the NFTs having it' }),
  }),
});

export const VALUE_BASES = ['collection_floor', 'trait_floor', 'last_sale'] as const;
export const WALLET_VALUE_RULE =
  'Each NFT at the highest of the collection floor, its highest trait floor and its last sale price.';

export const WalletValueReply = z.object({
  message: success,
  result: z.object({
    address: z.string(),
    estimateKas: z.number(),
    estimateUsd: z.number().nullable(),
    rule: z.string(),
    items: z.array(
      z.object({
        tokenId,
        valueKas: z.number(),
        basis: z.enum(VALUE_BASES).nullable().meta({ description: 'null: no floor and no sale (value 0)' }),
      }),
    ),
  }),
});

export const HOLDING_BUCKETS = ['1', '2-5', '6-10', '11-25', '26-50', '51+'] as const;

export const HolderDistributionReply = z.object({
  message: success,
  result: z.object({
    buckets: z.array(z.object({ label: z.enum(HOLDING_BUCKETS), wallets: z.number().int().min(0) })),
    top10Share: z.number().meta({ description: 'Percent of all NFTs held by the 10 largest wallets' }),
    top100Share: z.number().meta({ description: 'Percent of all NFTs held by the 100 largest wallets' }),
    holdersOverTime: z
      .array(z.object({ at: z.number().int(), holders: z.number().int() }))
      .meta({ description: 'Unique holders at the end of each week of the history, oldest first' }),
    averageHoldingDays: z
      .number()
      .nullable()
      .meta({ description: 'Average days the current owners have held their NFTs; null without history' }),
  }),
});

/** The live event (on the existing event stream) when a sync added activity rows. */
export const ActivityLiveEvent = z.object({
  type: z.literal('activity'),
  newestId: z.string(),
  added: z.number().int().min(1),
});

export type ActivityKind = z.infer<typeof ActivityKind>;
export type ActivityItem = z.infer<typeof ActivityItem>;
export type ActivityPage = ResultOf<typeof ActivityPageReply>;
export type Listing = z.infer<typeof Listing>;
export type TokenHistory = ResultOf<typeof TokenHistoryReply>;
export type Floors = ResultOf<typeof FloorsReply>;
export type TraitFloor = Floors['traits'][number];
export type WalletValue = ResultOf<typeof WalletValueReply>;
export type ValueBasis = (typeof VALUE_BASES)[number];
export type HolderDistribution = ResultOf<typeof HolderDistributionReply>;
export type ActivityLiveEvent = z.infer<typeof ActivityLiveEvent>;
