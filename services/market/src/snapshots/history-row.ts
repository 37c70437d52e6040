import type { FrameStats } from '../stats/frame-stats';
import { sourceHealthColumns, type SourceHealth } from './source-health';

/** A market_data_history row as stored. */
export interface HistoryRow {
  timestamp: number;
  slot_at: number;
  time_frame: string;
  floor_price: number | null;
  volume_kas: number;
  volume_usd: number | null;
  avg_price: number | null;
  highest_price: number | null;
  total_sales: number;
  unique_buyers: number;
  unique_sellers: number;
  floor_price_change: number | null;
  volume_change: number | null;
  usd_price: number | null;
  listing_floor: number | null;
  /** When the marketplace last answered, and since when it has been failing (source-health.ts). */
  source_answered_at: number | null;
  source_failing_since: number | null;
}

/** No KAS/USD price source is configured, so USD figures stay null (shown as "—"). */
export function historyRow(
  stats: FrameStats,
  at: { timestamp: number; slotAt: number },
  listingFloor: number | null,
  health: SourceHealth,
): HistoryRow {
  return {
    timestamp: at.timestamp,
    slot_at: at.slotAt,
    time_frame: stats.timeFrame,
    floor_price: stats.floorPrice,
    volume_kas: stats.volumeKas,
    volume_usd: null,
    avg_price: stats.avgPrice,
    highest_price: stats.highestPrice,
    total_sales: stats.totalSales,
    unique_buyers: stats.uniqueBuyers,
    unique_sellers: stats.uniqueSellers,
    floor_price_change: stats.floorPriceChange,
    volume_change: stats.volumeChange,
    usd_price: null,
    listing_floor: listingFloor,
    ...sourceHealthColumns(health),
  };
}
