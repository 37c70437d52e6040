import { TIME_FRAMES } from '@nacho/domain';
import { z } from 'zod';

/** Market time frames (SPEC 9); 1d is the default. */
export const MarketTimeFrame = z
  .enum(TIME_FRAMES, { error: `must be one of ${TIME_FRAMES.join(', ')}` })
  .meta({ description: 'Time frame: the window the figures cover', example: '1d' });
export type MarketTimeFrame = z.infer<typeof MarketTimeFrame>;

const kas = z.number().nullable();
const change = z
  .number()
  .nullable()
  .meta({ description: 'Percent change against the previous window of the same length; null without a baseline' });

/** GET /api/market/dashboard-stats (result). Prices in KAS; null when nothing sold. */
export const MarketDashboardStats = z
  .object({
    timeFrame: MarketTimeFrame,
    floorPrice: kas.meta({ description: 'Lowest sale price in the window (KAS); null without sales' }),
    volume24h: z
      .number()
      .meta({ description: 'Volume of the chosen window in KAS (the name is kept from the original API)' }),
    volumeUsd: z.number().nullable().meta({ description: 'null: no KAS price source is configured' }),
    avgPrice: kas,
    highestPrice: kas,
    totalSales: z.number().int(),
    uniqueBuyers: z.number().int(),
    uniqueSellers: z.number().int(),
    floorPriceChange: change,
    volumeChange: change,
    listingFloor: kas.meta({ description: "The marketplace's current lowest ask (KAS), when the source reports one" }),
    asOf: z.number().int().meta({ description: 'When the snapshot was taken (epoch ms)' }),
    sourceAnsweredAt: z.number().int().nullable().meta({
      description:
        'When the marketplace last answered, i.e. its sales were last read (epoch ms); null: not since the snapshots began. While it fails, the figures are computed from the sales read by then',
    }),
    sourceFailingSince: z.number().int().nullable().meta({
      description: 'When reading the marketplace began failing (epoch ms); null when the snapshot read it successfully',
    }),
  })
  .meta({ id: 'MarketDashboardStats' });
export type MarketDashboardStats = z.infer<typeof MarketDashboardStats>;
export const MarketDashboardStatsReply = z.object({ result: MarketDashboardStats });

export const MarketHistoryPoint = z.object({
  at: z.number().int(),
  floorPrice: kas,
  volumeKas: z.number(),
  totalSales: z.number().int(),
});
export type MarketHistoryPoint = z.infer<typeof MarketHistoryPoint>;

/** GET /api/market/history (result). */
export const MarketHistory = z.object({
  timeFrame: MarketTimeFrame,
  days: z.number().int(),
  points: z.array(MarketHistoryPoint).meta({ description: 'Oldest first, at most 200' }),
});
export type MarketHistory = z.infer<typeof MarketHistory>;
export const MarketHistoryReply = z.object({ result: MarketHistory });

export const TokenSale = z.object({
  orderId: z.string(),
  priceKas: z.number(),
  seller: z.string().nullable(),
  buyer: z.string().nullable(),
  soldAt: z.number().int(),
});
export type TokenSale = z.infer<typeof TokenSale>;

/** GET /api/market/sales?tokenId= (result). */
export const TokenSalesReply = z.object({
  result: z.object({ tokenId: z.number().int(), sales: z.array(TokenSale).meta({ description: 'Newest first' }) }),
});

/** POST /api/market/reset-history (admin). */
export const MarketResetReply = z.object({
  result: z.object({ message: z.string(), deleted: z.number().int(), baselines: z.number().int() }),
});
export type MarketResetReply = z.infer<typeof MarketResetReply>;
