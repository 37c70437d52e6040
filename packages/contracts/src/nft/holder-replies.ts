import { z } from 'zod';
import { paginationFields, success, type ResultOf } from './common-replies';

export const HolderStatsReply = z.object({
  message: success,
  result: z.object({
    uniqueHolders: z.number().int(),
    avgHoldings: z.number(),
    topHolderCount: z.number().int(),
    totalStakingPower: z.number(),
    highestWalletPower: z.number(),
    avgWalletPower: z.number(),
    topHolders: z
      .array(z.object({ address: z.string(), count: z.number().int(), percentage: z.number() }))
      .meta({ description: 'Top 10 by NFT count (ties by address); percentage of all tokens' }),
  }),
});

export const HoldersPageReply = z.object({
  message: success,
  result: z.object({
    items: z.array(
      z.object({
        rank: z.number().int().min(1).meta({ description: 'Position in this sort order (and search)' }),
        address: z.string(),
        tokenCount: z.number().int(),
        stakingPower: z.number(),
        powerRank: z.number().int(),
        holderTier: z.number().int().min(1).max(6),
        valueKas: z.number().meta({ description: 'Estimated value of the wallet (the wallet value rule)' }),
      }),
    ),
    ...paginationFields,
    hasPowerData: z
      .boolean()
      .meta({ description: 'Whether the source gave staking powers (else all are the 5,000 default)' }),
  }),
});

export type HolderStats = ResultOf<typeof HolderStatsReply>;
export type HoldersPage = ResultOf<typeof HoldersPageReply>;
export type HolderRow = HoldersPage['items'][number];
export type HolderStatsReply = z.infer<typeof HolderStatsReply>;
