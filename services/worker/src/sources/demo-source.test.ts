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

  it("changes a token's holder when a sale later in the day happens, not before (the activity sync then reads its history)", async () => {
    let now = noon;
    const source = createDemoSource({ now: () => now });
    const end = demoSalesEnd(noon);
    const afternoon = (await createDemoSource({ now: () => end - 1 }).fetchSales!(noon)).sort(
      (a, b) => a.soldAt - b.soldAt,
    );
    const sale = afternoon.find((s) => s.seller !== s.buyer);
    if (!sale) throw new Error('the demo has no sale this afternoon');
    const tokenAt = async () => {
      for await (const page of source.listTokens()) {
        const token = page.find((t) => t.tokenId === sale.tokenId);
        if (token) return token;
      }
      throw new Error(`token ${sale.tokenId} not listed`);
    };
    const before = await tokenAt();
    expect(before.owner).toBe(sale.seller);
    expect((await source.fetchHistory!(sale.tokenId))!.at(-1)).toMatchObject({
      owner: sale.seller,
      opScoreMod: before.opScoreMod,
    });
    now = sale.soldAt;
    const after = await tokenAt();
    expect(after.owner).toBe(sale.buyer);
    expect(after.opScoreMod).not.toBe(before.opScoreMod);
    expect((await source.fetchHistory!(sale.tokenId))!.at(-1)).toMatchObject({
      owner: sale.buyer,
      opScoreMod: after.opScoreMod,
    });
  });
});
