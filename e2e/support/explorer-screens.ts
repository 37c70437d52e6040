import type { Page } from 'playwright-core';

/** One explorer screen: where it is (some need a wallet address) and what shows once it has loaded. */
export interface ExplorerScreen {
  name: string;
  path: (wallet: string) => string;
  ready: (page: Page) => Promise<unknown>;
}

/** Every explorer screen, for the checks that go through all of them (axe, keyboard order). */
export const EXPLORER_SCREENS: ExplorerScreen[] = [
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
  { name: 'activity', path: () => '/activity', ready: (page) => page.getByTestId('activity-row').first().waitFor() },
];

/** The address of the wallet holding the most NFTs, for the wallet screens. */
export async function topHolder(baseUrl: string): Promise<string> {
  const reply = (await (await fetch(`${baseUrl}/api/nft/holders`)).json()) as {
    result: { topHolders: Array<{ address: string }> };
  };
  return reply.result.topHolders[0].address;
}
