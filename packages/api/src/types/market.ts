import type { ApiEnvelope } from './envelope';

/** Market time frames (SPEC 9); 1d is the default. */
export type MarketTimeFrame = '15m' | '1h' | '6h' | '1d' | '7d' | '30d';

export type MarketStats = {
  /** Prices in KAS. */
  floorPrice: number;
  volume24h: number;
  avgPrice: number;
  totalSales: number;
};

/** GET /api/market/dashboard-stats?timeFrame= */
export type MarketStatsReply = ApiEnvelope<MarketStats>;
/** POST /api/market/reset-history */
export type MarketResetReply = { result: { message: string } };
