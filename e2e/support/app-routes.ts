/** One route of the site: the remote that renders it and the h1 that proves the screen rendered. */
export interface AppRoute {
  path: string;
  remote: 'explorer' | 'contest' | 'admin';
  heading: string;
}

/** Every route of the shell's router (each remote's screens), for the checks that go through all of them. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', remote: 'explorer', heading: 'NACHO Dashboard' },
  { path: '/all-holders', remote: 'explorer', heading: 'All NACHO NFT Holders' },
  { path: '/search-nacho', remote: 'explorer', heading: 'NFT Search' },
  { path: '/wallet/kaspa:qqe2etestwallet', remote: 'explorer', heading: 'Wallet Details' },
  { path: '/nft/7', remote: 'explorer', heading: 'NACHO #7' },
  { path: '/special-nfts', remote: 'explorer', heading: 'Special NFTs' },
  { path: '/traits', remote: 'explorer', heading: 'Trait Statistics' },
  { path: '/test', remote: 'explorer', heading: 'API Diagnostic' },
  { path: '/hall-of-fame', remote: 'contest', heading: 'NACHO Hall of Fame' },
  { path: '/all-liked-nfts', remote: 'contest', heading: 'Current Rankings' },
  { path: '/admin', remote: 'admin', heading: 'Admin Panel' },
  { path: '/market-data-reset', remote: 'admin', heading: 'Market Data Reset' },
];

/** The shell's own page for any other path. */
export const NOT_FOUND_ROUTE = { path: '/this/page/does-not-exist', heading: '404 Page Not Found' };
