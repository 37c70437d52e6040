import type { RouteObject } from 'react-router';
import type { RouteFirstReads } from '@nacho/api';
import {
  activityFirstReads,
  allHoldersFirstReads,
  dashboardFirstReads,
  nftPageFirstReads,
  traitsFirstReads,
  walletFirstReads,
} from './prefetch/first-reads';
import { lazyScreens } from './screens/lazy-screens';

/**
 * Exposed as ./routes. Paths are absolute; the shell's router decides where they render.
 * `firstReads`: the reads of the page's first view, run by the server render (the page's HTML
 * comes with its data) and, for a page rendered in the browser, preloaded (route-preloads.js).
 */
const routes = [
  { path: '/', lazy: lazyScreens.dashboard, firstReads: dashboardFirstReads },
  { path: '/all-holders', lazy: lazyScreens.allHolders, firstReads: allHoldersFirstReads },
  { path: '/search-nacho', lazy: lazyScreens.search },
  { path: '/wallet/:address', lazy: lazyScreens.wallet, firstReads: walletFirstReads },
  { path: '/nft/:tokenId', lazy: lazyScreens.nft, firstReads: nftPageFirstReads },
  { path: '/special-nfts', lazy: lazyScreens.specialNfts },
  { path: '/traits', lazy: lazyScreens.traits, firstReads: traitsFirstReads },
  { path: '/activity', lazy: lazyScreens.activity, firstReads: activityFirstReads },
  { path: '/test', lazy: lazyScreens.test },
] satisfies (RouteObject & { firstReads?: RouteFirstReads })[];

export default routes;
