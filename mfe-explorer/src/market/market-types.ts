import type { TimeFrame } from '@nacho/domain';

/** GET /api/market/dashboard-stats result (prices in KAS; changes in percent, null without a baseline). */
export interface MarketDashboardStats {
  timeFrame: TimeFrame;
  floorPrice: number | null;
  /** The chosen frame's volume (name kept from the original API). */
  volume24h: number;
  volumeUsd: number | null;
  avgPrice: number | null;
  highestPrice: number | null;
  totalSales: number;
  uniqueBuyers: number;
  uniqueSellers: number;
  floorPriceChange: number | null;
  volumeChange: number | null;
  listingFloor: number | null;
  /** Epoch ms of the snapshot. */
  asOf: number;
}

export interface MarketHistoryPoint {
  at: number;
  floorPrice: number | null;
  volumeKas: number;
  totalSales: number;
}

export interface MarketHistory {
  timeFrame: TimeFrame;
  days: number;
  points: MarketHistoryPoint[];
}

export interface TokenSale {
  orderId: string;
  priceKas: number;
  seller: string | null;
  buyer: string | null;
  soldAt: number;
}
