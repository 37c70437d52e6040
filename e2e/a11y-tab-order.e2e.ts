import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { mainTabStops, outOfVisualOrder } from './support/tab-order';

async function topHolder(baseUrl: string): Promise<string> {
  const reply = (await (await fetch(`${baseUrl}/api/nft/holders`)).json()) as {
    result: { topHolders: Array<{ address: string }> };
  };
  return reply.result.topHolders[0].address;
}

const SCREENS: Array<{ name: string; path: (wallet: string) => string; ready: (page: Page) => Promise<unknown> }> = [
  {
    name: 'dashboard',
    path: () => '/',
    ready: (page) => page.getByRole('region', { name: 'Top Holders' }).getByRole('link').first().waitFor(),
  },
  { name: 'all holders', path: () => '/all-holders', ready: (page) => page.getByText(/^Showing 1 to 25 of/).waitFor() },
  {
    name: 'search page',
    path: () => '/search-nacho',
    ready: (page) => page.getByRole('search', { name: 'NFT search' }).waitFor(),
  },
  {
    name: 'wallet',
    path: (wallet) => `/wallet/${wallet}`,
    ready: (page) => page.getByText(/^Showing 1 to 10 of/).waitFor(),
  },
  { name: 'NFT detail', path: () => '/nft/42', ready: (page) => page.getByText('Owned by').waitFor() },
  {
    name: 'special NFTs',
    path: () => '/special-nfts',
    ready: (page) => page.getByRole('tab', { name: /1-of-1 NFTs \(\d+\)/ }).waitFor(),
  },
  {
    name: 'traits',
    path: () => '/traits',
    ready: (page) => page.getByRole('button', { name: /^Head/ }).first().waitFor(),
  },
];

describeInBrowser('explorer keyboard order at 390 px', () => {
  const session = useBrowser({ width: 390, height: 844 });
  let wallet: string;

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    wallet = await topHolder(session.baseUrl);
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: Tab moves down the page, left to right within a line',
    async (_name, screen) => {
      const page = session.page();
      await page.goto(screen.path(wallet));
      await screen.ready(page);
      const stops = await mainTabStops(page);
      // The search page has one stop while its box is empty (Search is disabled then).
      expect(stops.length).toBeGreaterThan(0);
      expect(outOfVisualOrder(stops)).toEqual([]);
    },
  );

  it('dashboard card titles do not break inside "(1 of 1)"', async () => {
    const page = session.page();
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Unique NFTs (1 of 1)' });
    await heading.waitFor();
    const lines = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(Array.from(h.querySelectorAll('span')).find((s) => s.textContent === '(1 of 1)')!);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});
