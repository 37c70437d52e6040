import { MarketTimeFrame } from '@nacho/contracts';
import { z } from 'zod';

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as text') });

function wholeNumber(min: number, max: number) {
  return text()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export const DashboardStatsQuery = z.object({ timeFrame: MarketTimeFrame.default('1d') });
export const HistoryQuery = z.object({
  timeFrame: MarketTimeFrame.default('1d'),
  days: wholeNumber(1, 90)
    .default(30)
    .meta({ description: 'How many days back the series reaches (1-90, default 30)', example: '30' }),
});
export const SalesQuery = z.object({
  tokenId: wholeNumber(1, 10_000).meta({ description: 'Token id (1-10000)', example: '42' }),
  limit: wholeNumber(1, 50)
    .default(10)
    .meta({ description: 'Most recent sales to return (1-50, default 10)', example: '10' }),
});

/** The reply schemas are the shared contracts; the service names them as its OpenAPI document does. */
export {
  MarketDashboardStatsReply as DashboardStatsReply,
  MarketHistoryReply as HistoryReply,
  TokenSalesReply as SalesReply,
  MarketResetReply as ResetReply,
  ErrorReply,
} from '@nacho/contracts';
