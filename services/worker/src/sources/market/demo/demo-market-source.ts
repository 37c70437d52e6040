import { generateDemoCollection } from '../../demo';
import { demoSalesEnd } from '../../demo-source';
import type { MarketSale, MarketSource } from '../market-source';

export interface DemoMarketOptions {
  seed?: string;
  now?: () => number;
}

/**
 * The demo collection's simulated market: the same sales (same order ids) the demo collection
 * source generates, so the two never disagree and storing both is idempotent. The sales of a
 * day's window are generated once per source instance and handed out as their time passes, so
 * new sales appear while the server runs. Deterministic given the clock.
 */
export function createDemoMarketSource(options: DemoMarketOptions = {}): MarketSource {
  const now = options.now ?? Date.now;
  let cached: { endAt: number; sales: MarketSale[] } | undefined;
  const salesOfWindow = (at: number): MarketSale[] => {
    const endAt = demoSalesEnd(at);
    if (cached?.endAt !== endAt) cached = { endAt, sales: generateDemoCollection({ seed: options.seed, endAt }).sales };
    return cached.sales;
  };
  return {
    name: 'demo',
    async fetchSalesSince(sinceMs) {
      const until = now();
      return { sales: salesOfWindow(until).filter((s) => s.soldAt > sinceMs && s.soldAt <= until), skipped: 0 };
    },
    async fetchListingFloor() {
      return demoListingFloor(salesOfWindow(now()), now());
    },
  };
}

const DAY_MS = 86_400_000;

/**
 * The demo marketplace's lowest ask, as a real marketplace has one: 5 % under the cheapest sale
 * of the last day (of the last week on a quiet day), whole KAS; null before any sale.
 */
export function demoListingFloor(sales: readonly MarketSale[], at: number): number | null {
  for (const days of [1, 7]) {
    const recent = sales.filter((s) => s.soldAt <= at && s.soldAt > at - days * DAY_MS);
    if (recent.length) return Math.max(1, Math.round(Math.min(...recent.map((s) => s.priceKas)) * 0.95));
  }
  return null;
}
