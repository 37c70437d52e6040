import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

interface DashboardStats {
  floorPrice: number | null;
  listingFloor: number | null;
  volume24h: number;
  avgPrice: number | null;
  totalSales: number;
  uniqueBuyers: number;
  uniqueSellers: number;
  asOf: number;
}

const FRAMES = [
  ['15m', '15min'],
  ['1h', '1h'],
  ['6h', '6h'],
  ['1d', '24h'],
  ['7d', '7d'],
  ['30d', '30d'],
] as const;
const en = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
/** Screenshots of the card for a human look (not compared). */
const SHOTS = path.join(os.tmpdir(), 'nacho-market-shots');

async function stats(baseUrl: string, frame: string): Promise<DashboardStats> {
  const reply = await fetch(`${baseUrl}/api/market/dashboard-stats?timeFrame=${frame}`);
  if (!reply.ok) throw new Error(`dashboard-stats ${frame}: ${reply.status}`);
  return ((await reply.json()) as { result: DashboardStats }).result;
}

/** The server takes its first market snapshot right after it starts. */
async function waitForSnapshot(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${baseUrl}/api/market/dashboard-stats?timeFrame=1d`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('no market snapshot within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openCard(page: Page) {
  await page.goto('/');
  const market = page.getByRole('region', { name: 'Market Data' });
  await market.getByTestId('floor-price').waitFor();
  return market;
}

describeInBrowser('market data on the demo collection', () => {
  const session = useBrowser();

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    await waitForSnapshot(session.baseUrl);
    fs.mkdirSync(SHOTS, { recursive: true });
  }, 120_000);

  it('shows the figures of every time frame, as the service gives them', async () => {
    const page = session.page();
    const market = await openCard(page);
    for (const [frame, label] of FRAMES) {
      const expected = await stats(session.baseUrl, frame);
      await market.getByRole('radio', { name: label }).click();
      await market.getByText(`Last ${label}`).waitFor();
      await market.getByTestId('total-sales').getByText(en(expected.totalSales, 0), { exact: true }).waitFor();
      expect(await market.getByTestId('volume').textContent()).toBe(`${en(expected.volume24h)} KAS`);
      // Without a sale in the frame the floor is the demo marketplace's lowest listing, and the card says there were no sales.
      const floor = expected.totalSales > 0 ? expected.floorPrice : expected.listingFloor;
      expect(await market.getByTestId('floor-price').textContent()).toBe(floor === null ? '—' : `${en(floor)} KAS`);
      if (expected.totalSales === 0)
        expect(await market.getByTestId('floor-change').textContent()).toMatch(/^No sales in the last /);
      const count = (n: number, one: string) => `${en(n, 0)} ${one}${n === 1 ? '' : 's'}`;
      expect(await market.getByTestId('traders').textContent()).toBe(
        `${count(expected.uniqueBuyers, 'buyer')} · ${count(expected.uniqueSellers, 'seller')}`,
      );
      expect(await market.getByTestId('market-as-of').textContent()).toMatch(/^as of /);
    }
    // the demo market is alive: the longer frames have sales and a change against their baseline
    for (const frame of ['1d', '7d', '30d'])
      expect((await stats(session.baseUrl, frame)).totalSales).toBeGreaterThan(0);
    await market.getByRole('radio', { name: '7d' }).click();
    expect(await market.getByTestId('floor-change').textContent()).toMatch(/^[+-]?\d[\d,.]*%$/);
  });

  it('draws the floor and volume chart with its summary, and fits the card at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const page = session.page();
      await page.setViewportSize({ width, height: 900 });
      const chartCode: string[] = [];
      page.on('request', (request) => {
        if (/\/market-history-chart\.[0-9a-f]+\.js$/.test(request.url())) chartCode.push(request.url());
      });
      const market = await openCard(page);
      await market.getByTestId('market-history-summary').waitFor();
      if (width === 390) {
        // Far below the fold on a phone: the chart's code is not downloaded until the card nears the viewport.
        expect(chartCode).toEqual([]);
      }
      await market.scrollIntoViewIfNeeded();
      const chart = market.getByTestId('market-history-chart');
      await chart.locator('.recharts-line path.recharts-curve').first().waitFor();
      expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(10);
      expect(await market.getByTestId('market-history-summary').textContent()).toMatch(
        /^Over the last 30 days the 24h floor went from [\d,]+ KAS to [\d,]+ KAS \(lowest [\d,]+ KAS, highest [\d,]+ KAS\); 24h volume ranged from [\d,]+ KAS to [\d,]+ KAS\.$/,
      );
      expect(await chart.getAttribute('aria-label')).toMatch(/^Over the last 30 days/);
      const card = (await market.boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(width);
      const svg = (await chart.locator('svg').first().boundingBox())!;
      expect(svg.width).toBeGreaterThan(width > 500 ? 250 : 280);
      await market.screenshot({ path: path.join(SHOTS, `market-card-${width}.png`) });
      expect(chartCode).toHaveLength(1);
    }
  });

  it("shows a sold NFT's market sales once, in its History, with the price in KAS and USD", async () => {
    let tokenId = 0;
    let sales: Array<{ orderId: string; priceKas: number; buyer: string }> = [];
    for (let id = 1; id <= 400 && !sales.length; id++) {
      const reply = (await (await fetch(`${session.baseUrl}/api/market/sales?tokenId=${id}&limit=50`)).json()) as {
        result: { sales: typeof sales };
      };
      if (reply.result.sales.length) [tokenId, sales] = [id, reply.result.sales];
    }
    expect(tokenId).toBeGreaterThan(0);
    const history = (await (await fetch(`${session.baseUrl}/api/nft/nfts/${tokenId}/history`)).json()) as {
      result: { items: Array<{ kind: string; priceKas: number | null; priceUsd: number | null; to: string | null }> };
    };
    const saleItems = history.result.items.filter((item) => item.kind === 'sale');
    // One truth: every market sale of the token is a sale in its history, newest first.
    expect(saleItems.map((item) => [item.priceKas, item.to])).toEqual(sales.map((sale) => [sale.priceKas, sale.buyer]));
    const page = session.page();
    await page.goto(`/nft/${tokenId}`);
    const section = page.getByRole('region', { name: 'History' });
    const rows = section.locator('[data-testid="history-item"][data-kind="sale"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(sales.length);
    const top = saleItems[0]!;
    const usd =
      top.priceUsd === null
        ? ''
        : ` ($${top.priceUsd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`;
    expect(await rows.first().textContent()).toContain(`${en(sales[0].priceKas)} KAS${usd}`);
    expect(await rows.first().getByRole('link').last().getAttribute('href')).toBe(`/wallet/${sales[0].buyer}`);
    // The old separate card is gone: the sales are not listed twice.
    expect(await page.getByRole('region', { name: 'Last Sales' }).count()).toBe(0);
    expect(await page.getByTestId('token-sale').count()).toBe(0);
    await section.screenshot({ path: path.join(SHOTS, 'token-sales-1280.png') });
  });
});
