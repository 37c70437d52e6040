import type { RemoteName } from '@nacho/contracts';

/** SPEC section 2: every route and the remote that renders it. The shell owns the router. */
export const ROUTE_TABLE: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/', remote: 'explorer' },
  { path: '/all-holders', remote: 'explorer' },
  { path: '/search-nacho', remote: 'explorer' },
  { path: '/wallet/:address', remote: 'explorer' },
  { path: '/nft/:tokenId', remote: 'explorer' },
  { path: '/special-nfts', remote: 'explorer' },
  { path: '/traits', remote: 'explorer' },
  { path: '/activity', remote: 'explorer' },
  { path: '/test', remote: 'explorer' },
  { path: '/hall-of-fame', remote: 'contest' },
  { path: '/hall-of-fame/:year/:month', remote: 'contest' },
  { path: '/all-liked-nfts', remote: 'contest' },
  { path: '/admin', remote: 'admin' },
  { path: '/market-data-reset', remote: 'admin' },
];
