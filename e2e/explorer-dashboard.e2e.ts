import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { renderPagesInBrowser } from './support/rendered-in-browser';

interface HolderStats {
  uniqueHolders: number;
  topHolders: Array<{ address: string; count: number; percentage: number }>;
}

const en = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

describeInBrowser('explorer dashboard on the demo collection', () => {
  const session = useBrowser();
  let stats: HolderStats;

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    stats = (await getJson<{ result: HolderStats }>(session.baseUrl, '/api/nft/holders')).result;
  });

  it('fills Collection Stats and Top Holders with the numbers of GET /api/nft/holders', async () => {
    const page = session.page();
    await page.goto('/');
    const collection = page.getByRole('region', { name: 'Collection Stats' });
    await collection.getByTestId('unique-holders').getByText(en(stats.uniqueHolders), { exact: true }).waitFor();
    expect(stats.uniqueHolders).toBeGreaterThan(100);
    expect(await collection.getByTestId('total-nfts').textContent()).toBe('10,000');
    expect(await collection.getByTestId('top-holder').textContent()).toBe(`${en(stats.topHolders[0].count)} NFTs`);

    const rows = page.getByRole('region', { name: 'Top Holders' }).getByTestId('top-holder-row');
    await rows.nth(4).waitFor();
    expect(await rows.count()).toBe(5);
    for (const [index, holder] of stats.topHolders.slice(0, 5).entries()) {
      const row = rows.nth(index);
      expect(await row.getByRole('link').getAttribute('href')).toBe(`/wallet/${holder.address}`);
      expect(await row.textContent()).toContain(`${en(holder.count)} NFTs${holder.percentage.toFixed(1)}%`);
    }

    const power = page.getByRole('region', { name: 'Power Stats' });
    expect(await power.getByTestId('total-power').textContent()).toMatch(/^\d{1,3}(,\d{3})+$/);
  });

  it('shows the special NFT counts, samples of 4 and the live trait value counts', async () => {
    const special = await getJson<{ specialNFTs: { unique: unknown[]; rare: unknown[] } }>(
      session.baseUrl,
      '/api/nft/special',
    );
    const page = session.page();
    await page.goto('/');
    const unique = page.getByRole('region', { name: 'Unique NFTs (1 of 1)' });
    await unique.getByText(`${special.specialNFTs.unique.length} unique NFTs in the collection`).waitFor();
    expect(await unique.getByRole('link', { name: /^NACHO #\d+ 1of[12]$/ }).count()).toBe(
      Math.min(4, special.specialNFTs.unique.length),
    );
    const rare = page.getByRole('region', { name: 'Rare NFTs (1 of 2)' });
    await rare.getByText(`${special.specialNFTs.rare.length} rare NFTs in the collection`).waitFor();

    const traits = page.getByRole('region', { name: 'Popular Traits' }).getByTestId('trait-count');
    await traits.nth(9).waitFor();
    expect(await traits.allTextContents()).toEqual([
      'Head37',
      'Face34',
      'Mood6',
      'Collar10',
      'Outfit29',
      'Tail10',
      'Base39',
      'Type3',
      'Role5',
      'Realm9',
    ]);
  });

  /*
   * The Market Data card's two states, each pinned by answering its request in the browser: the
   * market service's own replies are tested in services/market.
   */
  const MARKET_STATS_URL = '**/api/market/dashboard-stats?*';
  // The server's first view embeds the card's reply: these pages are rendered in the browser, which asks for it.

  it('shows the market figures of the 1d time frame', async () => {
    const page = session.page();
    const timeFrames: Array<string | null> = [];
    await renderPagesInBrowser(page);
    await page.route(MARKET_STATS_URL, (route) => {
      timeFrames.push(new URL(route.request().url()).searchParams.get('timeFrame'));
      return route.fulfill({
        json: {
          message: 'success',
          result: { floorPrice: 1234.5, volume24h: 98765.4321, avgPrice: null, totalSales: 4321 },
        },
      });
    });
    await page.goto('/');
    const market = page.getByRole('region', { name: 'Market Data' });
    await market.getByTestId('floor-price').getByText('1,234.5', { exact: false }).waitFor();
    expect(timeFrames).toEqual(['1d']);
    expect(await market.getByTestId('volume').textContent()).toBe('98,765.43 KAS');
    expect(await market.getByTestId('avg-price').textContent()).toBe('—');
    expect(await market.getByTestId('total-sales').textContent()).toBe('4,321');
  });

  it('shows "Failed to fetch market data" when the market service fails, and the other cards still load', async () => {
    const page = session.page();
    await renderPagesInBrowser(page);
    await page.route(MARKET_STATS_URL, (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'market_unavailable', message: 'The market source does not answer' } },
      }),
    );
    await page.goto('/');
    await page.getByRole('region', { name: 'Market Data' }).getByText('Failed to fetch market data').waitFor();
    await page
      .getByRole('region', { name: 'Collection Stats' })
      .getByTestId('unique-holders')
      .getByText(en(stats.uniqueHolders), { exact: true })
      .waitFor();
  });

  it('shows the NFT of the Month (or the first-contest call) with a month-end countdown and links to voting and rankings', async () => {
    // Other browser tests share this server and may have crowned a winner already.
    const { nft } = await getJson<{ nft: { tokenId: number } | null }>(
      session.baseUrl,
      '/api/hall-of-fame/nft-of-the-month',
    );
    const page = session.page();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'NFT of the Month' });
    if (nft)
      expect(
        await banner.getByRole('link', { name: new RegExp(`NACHO #${nft.tokenId}\\b`) }).getAttribute('href'),
      ).toBe(`/nft/${nft.tokenId}`);
    else await banner.getByText('First Contest is Live! Vote for your favorites.').waitFor();
    await page.waitForFunction(() =>
      /^\d+d \d+h \d+m left$/.test(document.querySelector('[data-testid="month-end-countdown"]')?.textContent ?? ''),
    );
    await banner.getByRole('link', { name: 'Vote Now' }).click();
    await page.waitForURL('**/hall-of-fame');
    await page.goBack();
    await banner.getByRole('link', { name: 'Rankings' }).click();
    await page.waitForURL('**/all-liked-nfts');
  });

  it("opens a top holder's wallet, All holders from View All, and the search dialog", async () => {
    const page = session.page();
    await page.goto('/');
    const top = page.getByRole('region', { name: 'Top Holders' });
    await top.getByTestId('top-holder-row').first().getByRole('link').click();
    await page.waitForURL(`**/wallet/${stats.topHolders[0].address}`);
    await page.goBack();
    await top.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL('**/all-holders');
    await page.getByRole('heading', { level: 1, name: 'All NACHO NFT Holders' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: /Search NFTs/ }).click();
    await page.getByRole('dialog', { name: 'NFT Search' }).waitFor();
  });
});

describeInBrowser('explorer dashboard on a phone', () => {
  const session = useBrowser({ width: 390, height: 844 });

  it('fits 390 px without sideways scrolling', async () => {
    await waitForSyncedCollection(session.baseUrl);
    const page = session.page();
    await page.goto('/');
    await page.getByRole('region', { name: 'Top Holders' }).getByTestId('top-holder-row').nth(4).waitFor();
    await page
      .getByRole('region', { name: 'Rare NFTs (1 of 2)' })
      .getByRole('link', { name: /^NACHO #/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
