import { generateDemoCollection } from '../../demo';
import { demoSalesEnd } from '../../demo-source';
import { createDemoMarketSource, demoListingFloor } from './demo-market-source';

const NOW = Date.UTC(2026, 10, 23, 12, 7, 0);
const HOUR = 3_600_000;

describe('demo market source', () => {
  it('offers listings as a marketplace does: a lowest ask under the cheapest recent sale, none before any sale', async () => {
    const floor = await createDemoMarketSource({ now: () => NOW }).fetchListingFloor(new AbortController().signal);
    const { sales } = await createDemoMarketSource({ now: () => NOW }).fetchSalesSince(NOW - 7 * 86_400_000);
    const lastDay = sales.filter((s) => s.soldAt > NOW - 86_400_000).map((s) => s.priceKas);
    expect(floor).toBe(Math.round(Math.min(...lastDay) * 0.95));
    const sale = (priceKas: number, soldAt: number) => ({
      orderId: `o${soldAt}`,
      tokenId: 1,
      priceKas,
      seller: null,
      buyer: null,
      soldAt,
    });
    expect(demoListingFloor([sale(100, NOW - 3 * 86_400_000)], NOW)).toBe(95);
    expect(demoListingFloor([sale(100, NOW + HOUR)], NOW)).toBeNull();
    expect(demoListingFloor([], NOW)).toBeNull();
  }, 30_000);

  it('is deterministic given the clock and hands out only sales that already happened', async () => {
    const a = await createDemoMarketSource({ now: () => NOW }).fetchSalesSince(NOW - 60 * 86_400_000);
    const b = await createDemoMarketSource({ now: () => NOW }).fetchSalesSince(NOW - 60 * 86_400_000);
    expect(a.sales.length).toBeGreaterThan(300);
    expect(b).toEqual(a);
    expect(Math.max(...a.sales.map((s) => s.soldAt))).toBeLessThanOrEqual(NOW);
  }, 30_000);

  it('continues over time: a later clock hands out the sales of the hours in between', async () => {
    let clock = NOW;
    const source = createDemoMarketSource({ now: () => clock });
    const first = await source.fetchSalesSince(NOW - 86_400_000);
    clock = NOW + 6 * HOUR;
    const later = await source.fetchSalesSince(NOW);
    expect(later.sales.length).toBeGreaterThan(0);
    expect(later.sales.every((s) => s.soldAt > NOW && s.soldAt <= NOW + 6 * HOUR)).toBe(true);
    const firstIds = new Set(first.sales.map((s) => s.orderId));
    expect(later.sales.some((s) => firstIds.has(s.orderId))).toBe(false);
  }, 30_000);

  it('is consistent with ownership: each resale is sold by the previous buyer, and the last buyer is the owner', async () => {
    const end = demoSalesEnd(NOW);
    // the last instant of the day: every sale of this window has happened
    const { sales } = await createDemoMarketSource({ now: () => end - 1 }).fetchSalesSince(0);
    const owners = new Map(
      generateDemoCollection({ endAt: end }).tokens.map((t) => [t.tokenId, t.owner.toLowerCase()]),
    );
    const holder = new Map<number, string>();
    let resales = 0;
    for (const sale of [...sales].sort((x, y) => x.soldAt - y.soldAt)) {
      const previous = holder.get(sale.tokenId);
      if (previous) {
        resales += 1;
        expect(sale.seller?.toLowerCase()).toBe(previous);
      }
      expect(sale.seller).not.toBe(sale.buyer);
      holder.set(sale.tokenId, sale.buyer!.toLowerCase());
    }
    expect(resales).toBeGreaterThan(0);
    for (const [tokenId, lastBuyer] of holder) expect(lastBuyer).toBe(owners.get(tokenId));
  }, 30_000);
});
