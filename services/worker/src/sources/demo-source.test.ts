import { createDemoSource, demoSalesEnd } from './demo-source';
import type { MarketSale } from './market/market-source';

const DAY = 86_400_000;
const noon = Date.UTC(2025, 2, 10, 12);

describe('demo source', () => {
  it('gives the 10,000 demo tokens with staking powers and OpenSea metadata', async () => {
    const source = createDemoSource({ now: () => noon });
    const info = await source.fetchCollectionInfo();
    const pages = [];
    for await (const page of source.listTokens()) pages.push(page);
    const tokens = pages.flat();
    expect(info).toMatchObject({ tick: 'NACHO', max: '10000', buri: expect.stringMatching(/^ipfs:\/\//) });
    expect(tokens).toHaveLength(10000);
    expect(tokens[0]).toMatchObject({ tokenId: 1, tick: 'NACHO', stakingPower: expect.any(Number) });
    const metadata = await source.fetchMetadata(1, info);
    expect(metadata).toMatchObject({
      name: 'NACHO #1',
      attributes: expect.arrayContaining([expect.objectContaining({ trait_type: 'Role' })]),
    });
    expect(await source.fetchMetadata(10001, info)).toBeNull();
  });

  it('hands out sales as their time passes, never the same sale twice across syncs', async () => {
    expect(demoSalesEnd(noon)).toBe(Date.UTC(2025, 2, 11));
    const morning = await createDemoSource({ now: () => noon }).fetchSales!(0);
    expect(morning.length).toBeGreaterThan(100);
    expect(Math.max(...morning.map((s) => s.soldAt))).toBeLessThanOrEqual(noon);
    const newest = Math.max(...morning.map((s) => s.soldAt));

    const later = noon + DAY; // the window has moved on by a day
    const next: MarketSale[] = await createDemoSource({ now: () => later }).fetchSales!(newest);
    expect(next.every((s) => s.soldAt > newest && s.soldAt <= later)).toBe(true);
    const seen = new Set(morning.map((s) => s.orderId));
    expect(next.some((s) => seen.has(s.orderId))).toBe(false);
    expect(next.length).toBeGreaterThan(0);
  });
});
