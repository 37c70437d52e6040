import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

async function topHolder(baseUrl: string): Promise<string> {
  const reply = (await (await fetch(`${baseUrl}/api/nft/holders`)).json()) as {
    result: { topHolders: Array<{ address: string }> };
  };
  return reply.result.topHolders[0].address;
}

/** Each explorer screen, and what shows once it has loaded. */
/**
 * The like button on the NFT page belongs to the contest remote: its count and its loading
 * placeholder put an aria-label on a plain span (reported to that team). Everything else on the
 * page is checked.
 */
const SCREENS: Array<{
  name: string;
  path: (wallet: string) => string;
  ready: (page: Page) => Promise<unknown>;
  exclude?: string[];
}> = [
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
  {
    name: 'wallet trait analysis',
    path: (wallet) => `/wallet/${wallet}?tab=traits`,
    ready: (page) => page.getByTestId('trait-analysis-card').first().waitFor(),
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

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describeInBrowser(`explorer accessibility (axe-core) at ${viewport.width} px`, () => {
    const session = useBrowser(viewport, { bypassCSP: true });
    let wallet: string;

    beforeAll(async () => {
      await waitForSyncedCollection(session.baseUrl);
      wallet = await topHolder(session.baseUrl);
    });

    it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s has no serious or critical violation',
      async (_name, screen) => {
        const page = session.page();
        await page.goto(screen.path(wallet));
        await screen.ready(page);
        expect(await seriousAxeViolations(page, { exclude: screen.exclude })).toEqual([]);
      },
    );

    it("the search dialog with an NFT owner's results has no serious or critical violation", async () => {
      const page = session.page();
      await page.goto('/search-nacho');
      await page.getByRole('search', { name: 'NFT search' }).getByRole('textbox').fill('42');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'NFT Search' });
      await dialog.getByRole('list', { name: "Owner's NFTs" }).waitFor();
      expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    });
  });
}
