/** One route of the site: the remote that renders it and the h1 that proves the screen rendered. */
export interface AppRoute {
  path: string;
  remote: 'explorer' | 'contest' | 'admin';
  heading: string;
}

/** One remote's routes: path -> the h1 of its screen. */
const routesOf = (remote: AppRoute['remote'], headings: Record<string, string>): AppRoute[] =>
  Object.entries(headings).map(([path, heading]) => ({ path, remote, heading }));

/** Every route of the shell's router (each remote's screens), for the checks that go through all of them. */
export const APP_ROUTES: AppRoute[] = [
  ...routesOf('explorer', {
    '/': 'NACHO Dashboard',
    '/all-holders': 'All NACHO NFT Holders',
    '/search-nacho': 'NFT Search',
    '/wallet/kaspa:qqe2etestwallet': 'Wallet Details',
    '/nft/7': 'NACHO #7',
    '/special-nfts': 'Special NFTs',
    '/traits': 'Trait Statistics',
    '/activity': 'Activity',
    '/test': 'API Diagnostic',
  }),
  ...routesOf('contest', { '/hall-of-fame': 'NACHO Hall of Fame', '/all-liked-nfts': 'Current Rankings' }),
  ...routesOf('admin', { '/admin': 'Admin Panel', '/market-data-reset': 'Market Data Reset' }),
];

/** The shell's own page for any other path. */
export const NOT_FOUND_ROUTE = { path: '/this/page/does-not-exist', heading: '404 Page Not Found' };
