import { TIME_FRAME_MS, TIME_FRAMES, type TimeFrame } from '@nacho/domain';

/** One completed sale as the figures need it (prices in KAS, times in epoch ms). */
export interface SaleForStats {
  priceKas: number;
  soldAt: number;
  buyer: string | null;
  seller: string | null;
}

export interface WindowFigures {
  /** Lowest sale price in the window; null without sales. */
  floorPrice: number | null;
  volumeKas: number;
  avgPrice: number | null;
  highestPrice: number | null;
  totalSales: number;
  uniqueBuyers: number;
  uniqueSellers: number;
}

export interface FrameStats extends WindowFigures {
  timeFrame: TimeFrame;
  /** Percent change against the previous window of the same length; null when that baseline has no figure. */
  floorPriceChange: number | null;
  volumeChange: number | null;
}

/**
 * Figures of the sales in the window (from, to]: a sale exactly on a boundary belongs to the window
 * that ends there, so consecutive windows never count a sale twice.
 */
export function windowFigures(sales: readonly SaleForStats[], from: number, to: number): WindowFigures {
  let volume = 0;
  let floor = Infinity;
  let highest = -Infinity;
  let count = 0;
  const buyers = new Set<string>();
  const sellers = new Set<string>();
  for (const sale of sales) {
    if (sale.soldAt <= from || sale.soldAt > to) continue;
    count += 1;
    volume += sale.priceKas;
    floor = Math.min(floor, sale.priceKas);
    highest = Math.max(highest, sale.priceKas);
    if (sale.buyer) buyers.add(sale.buyer);
    if (sale.seller) sellers.add(sale.seller);
  }
  return {
    floorPrice: count ? floor : null,
    volumeKas: volume,
    avgPrice: count ? volume / count : null,
    highestPrice: count ? highest : null,
    totalSales: count,
    uniqueBuyers: buyers.size,
    uniqueSellers: sellers.size,
  };
}

/** Percent change from baseline to current; null when either is unknown or the baseline is zero. */
export function percentChange(current: number | null, baseline: number | null): number | null {
  if (current === null || baseline === null || baseline === 0) return null;
  return ((current - baseline) / baseline) * 100;
}

/** The frame's figures over (now - length, now] and their change against (now - 2 length, now - length]. */
export function frameStats(sales: readonly SaleForStats[], timeFrame: TimeFrame, now: number): FrameStats {
  const length = TIME_FRAME_MS[timeFrame];
  const current = windowFigures(sales, now - length, now);
  const baseline = windowFigures(sales, now - 2 * length, now - length);
  return {
    timeFrame,
    ...current,
    floorPriceChange: percentChange(current.floorPrice, baseline.floorPrice),
    volumeChange: percentChange(current.volumeKas, baseline.totalSales ? baseline.volumeKas : null),
  };
}

export const allFrameStats = (sales: readonly SaleForStats[], now: number): FrameStats[] =>
  TIME_FRAMES.map((frame) => frameStats(sales, frame, now));

/** How far back the sales must reach for every frame and its baseline. */
export const STATS_LOOKBACK_MS = 2 * Math.max(...Object.values(TIME_FRAME_MS));
