/** Market time frames (SPEC 9); 1d is the default. */
export type MarketTimeFrame = '15m' | '1h' | '6h' | '1d' | '7d' | '30d';

/** GET /api/market/dashboard-stats?timeFrame= (result). Prices in KAS; null when nothing sold. */
export interface MarketStats {
  floorPrice: number | null;
  volume24h: number;
  avgPrice: number | null;
  totalSales: number;
}
