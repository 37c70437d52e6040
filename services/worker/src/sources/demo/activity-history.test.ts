import { opScoreToEpochMs } from '../../activity/op-score-time';
import { createDemoSource } from '../demo-source';
import type { TokenRecord } from '../types';

const NOW = Date.UTC(2026, 2, 10, 12);

async function tokensOf(now = NOW): Promise<TokenRecord[]> {
  const pages = [];
  for await (const page of createDemoSource({ now: () => now }).listTokens()) pages.push(page);
  return pages.flat();
}

describe('demo activity history', () => {
  it('is deterministic and consistent: each move starts where the last ended, sales move seller to buyer', async () => {
    const source = createDemoSource({ now: () => NOW });
    const again = createDemoSource({ now: () => NOW });
    const sales = await source.fetchSales!(0);
    expect(sales.length).toBeGreaterThan(100);
    const sold = [...new Set(sales.map((s) => s.tokenId))].slice(0, 40);
    for (const tokenId of [1, 2, 3, ...sold]) {
      const history = (await source.fetchHistory!(tokenId))!;
      expect(await again.fetchHistory!(tokenId)).toEqual(history);
      const times = history.map((e) => opScoreToEpochMs(e.opScoreMod)!);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
      for (const sale of sales.filter((s) => s.tokenId === tokenId)) {
        const at = history.findIndex((e) => Math.abs(opScoreToEpochMs(e.opScoreMod)! - sale.soldAt) < 1000);
        expect(at).toBeGreaterThan(0);
        expect([history[at - 1]!.owner, history[at]!.owner]).toEqual([sale.seller, sale.buyer]);
      }
    }
  });

  it('lists about one NFT in twenty with an asking price, and remembers listings and delistings', async () => {
    const tokens = await tokensOf();
    const listed = tokens.filter((t) => t.listing);
    expect(listed.length).toBeGreaterThan(200);
    expect(listed.length).toBeLessThan(1000);
    for (const t of listed) expect(Number(t.listing!.priceSompi) % 100_000_000).toBe(0);
    const source = createDemoSource({ now: () => NOW });
    const sales = await source.fetchSales!(0);
    const events = await source.fetchListingEvents!(sales[0]!.tokenId);
    expect(events.some((e) => e.kind === 'listing' && e.owner === sales[0]!.seller)).toBe(true);
  });
});
