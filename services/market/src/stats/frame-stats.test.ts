import { TIME_FRAME_MS } from '@nacho/domain';
import { allFrameStats, frameStats, percentChange, windowFigures, type SaleForStats } from './frame-stats';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = TIME_FRAME_MS['1h'];
const sale = (
  priceKas: number,
  soldAt: number,
  buyer: string | null = 'kaspa:b1',
  seller: string | null = 'kaspa:s1',
): SaleForStats => ({
  priceKas,
  soldAt,
  buyer,
  seller,
});

describe('market figures of one window', () => {
  it('has no prices and zero counts for an empty window', () => {
    expect(windowFigures([], NOW - HOUR, NOW)).toEqual({
      floorPrice: null,
      volumeKas: 0,
      avgPrice: null,
      highestPrice: null,
      totalSales: 0,
      uniqueBuyers: 0,
      uniqueSellers: 0,
    });
    expect(frameStats([sale(100, NOW - 3 * HOUR)], '1h', NOW)).toMatchObject({
      floorPrice: null,
      volumeKas: 0,
      totalSales: 0,
      floorPriceChange: null,
      volumeChange: null,
    });
  });

  it('makes one sale the floor, average and highest price', () => {
    expect(windowFigures([sale(1234.5, NOW - 10)], NOW - HOUR, NOW)).toEqual({
      floorPrice: 1234.5,
      volumeKas: 1234.5,
      avgPrice: 1234.5,
      highestPrice: 1234.5,
      totalSales: 1,
      uniqueBuyers: 1,
      uniqueSellers: 1,
    });
  });

  it('sums volume, averages and counts distinct buyers and sellers (missing addresses are not counted)', () => {
    const sales = [
      sale(100, NOW - 1, 'a', 'x'),
      sale(300, NOW - 2, 'a', 'y'),
      sale(200, NOW - 3, 'b', null),
      sale(999, NOW - 2 * HOUR),
    ];
    expect(windowFigures(sales, NOW - HOUR, NOW)).toEqual({
      floorPrice: 100,
      volumeKas: 600,
      avgPrice: 200,
      highestPrice: 300,
      totalSales: 3,
      uniqueBuyers: 2,
      uniqueSellers: 2,
    });
  });

  it('counts a sale exactly on a frame edge once: in the window that ends there', () => {
    const onEdge = [sale(50, NOW - HOUR), sale(70, NOW - HOUR), sale(80, NOW)];
    const current = frameStats(onEdge, '1h', NOW);
    expect(current).toMatchObject({ totalSales: 1, floorPrice: 80, volumeKas: 80 });
    // the two sales at now - 1h are the baseline's, at its closing edge
    expect(current.floorPriceChange).toBeCloseTo(60);
    expect(current.volumeChange).toBeCloseTo(((80 - 120) / 120) * 100);
    // a sale at now - 2h is outside the baseline (it opens it, exclusive)
    expect(frameStats([sale(10, NOW - 2 * HOUR), sale(20, NOW)], '1h', NOW)).toMatchObject({
      floorPriceChange: null,
      volumeChange: null,
    });
  });

  it('has no change against an empty baseline, and -100 % volume when the current window is empty', () => {
    expect(frameStats([sale(500, NOW - 5)], '15m', NOW)).toMatchObject({
      totalSales: 1,
      floorPriceChange: null,
      volumeChange: null,
    });
    expect(frameStats([sale(500, NOW - 20 * 60_000)], '15m', NOW)).toMatchObject({
      totalSales: 0,
      floorPriceChange: null,
      volumeChange: -100,
    });
  });

  it('computes every frame over its own length', () => {
    const sales = [
      sale(10, NOW - 60_000),
      sale(20, NOW - 2 * HOUR),
      sale(30, NOW - 2 * 86_400_000),
      sale(40, NOW - 20 * 86_400_000),
    ];
    expect(allFrameStats(sales, NOW).map((s) => [s.timeFrame, s.totalSales])).toEqual([
      ['15m', 1],
      ['1h', 1],
      ['6h', 2],
      ['1d', 2],
      ['7d', 3],
      ['30d', 4],
    ]);
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(0, 0)).toBeNull();
  });
});
