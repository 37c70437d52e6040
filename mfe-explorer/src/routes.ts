import type { RouteObject } from 'react-router';
import type { RouteFirstReads } from '@nacho/api';
import { dashboardFirstReads, nftPageFirstReads } from './prefetch/first-reads';
import { lazyScreens } from './screens/lazy-screens';

/**
 * Exposed as ./routes. Paths are absolute; the shell's router decides where they render.
 * `firstReads`: on the routes whose first reads the page preloads (route-preloads.js).
 */
const routes = [
  { path: '/', lazy: lazyScreens.dashboard, firstReads: dashboardFirstReads },
  { path: '/all-holders', lazy: lazyScreens.allHolders },
  { path: '/search-nacho', lazy: lazyScreens.search },
  { path: '/wallet/:address', lazy: lazyScreens.wallet },
  { path: '/nft/:tokenId', lazy: lazyScreens.nft, firstReads: nftPageFirstReads },
  { path: '/special-nfts', lazy: lazyScreens.specialNfts },
  { path: '/traits', lazy: lazyScreens.traits },
  { path: '/test', lazy: lazyScreens.test },
] satisfies (RouteObject & { firstReads?: RouteFirstReads })[];

export default routes;
