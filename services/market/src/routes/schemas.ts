import { TIME_FRAMES } from '@nacho/domain';
import { z } from 'zod';

const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as text') });

function wholeNumber(min: number, max: number) {
  return text()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export const timeFrame = z
  .enum(TIME_FRAMES, { error: `must be one of ${TIME_FRAMES.join(', ')}` })
  .meta({ description: 'Time frame: the window the figures cover', example: '1d' });

export const DashboardStatsQuery = z.object({ timeFrame: timeFrame.default('1d') });
export const HistoryQuery = z.object({
  timeFrame: timeFrame.default('1d'),
  days: wholeNumber(1, 90).default(30).meta({ description: 'How many days back the series reaches (1-90, default 30)', example: '30' }),
});
export const SalesQuery = z.object({
  tokenId: wholeNumber(1, 10_000).meta({ description: 'Token id (1-10000)', example: '42' }),
  limit: wholeNumber(1, 50).default(10).meta({ description: 'Most recent sales to return (1-50, default 10)', example: '10' }),
});

const kas = z.number().nullable();
const change = z.number().nullable().meta({ description: 'Percent change against the previous window of the same length; null without a baseline' });

export const DashboardStats = z
  .object({
    timeFrame,
    floorPrice: kas.meta({ description: 'Lowest sale price in the window (KAS); null without sales' }),
    volume24h: z.number().meta({ description: 'Volume of the chosen window in KAS (the name is kept from the original API)' }),
    volumeUsd: z.number().nullable().meta({ description: 'null: no KAS price source is configured' }),
    avgPrice: kas,
    highestPrice: kas,
    totalSales: z.number().int(),
    uniqueBuyers: z.number().int(),
    uniqueSellers: z.number().int(),
    floorPriceChange: change,
    volumeChange: change,
    listingFloor: kas.meta({ description: 'The marketplace\'s current lowest ask (KAS), when the source reports one' }),
    asOf: z.number().int().meta({ description: 'When the snapshot was taken (epoch ms)' }),
  })
  .meta({ id: 'MarketDashboardStats' });
export const DashboardStatsReply = z.object({ result: DashboardStats });

export const HistoryPoint = z.object({
  at: z.number().int(),
  floorPrice: kas,
  volumeKas: z.number(),
  totalSales: z.number().int(),
});
export const HistoryReply = z.object({
  result: z.object({ timeFrame, days: z.number().int(), points: z.array(HistoryPoint).meta({ description: 'Oldest first, at most 200' }) }),
});

export const TokenSale = z.object({
  orderId: z.string(),
  priceKas: z.number(),
  seller: z.string().nullable(),
  buyer: z.string().nullable(),
  soldAt: z.number().int(),
});
export const SalesReply = z.object({ result: z.object({ tokenId: z.number().int(), sales: z.array(TokenSale).meta({ description: 'Newest first' }) }) });

export const ResetReply = z.object({ result: z.object({ message: z.string(), deleted: z.number().int(), baselines: z.number().int() }) });

export const ErrorReply = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: 'ErrorReply' });
