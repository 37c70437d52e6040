import type { RouteObject } from 'react-router';
import { lazyScreens } from './screens/lazy-screens';

/** Exposed as ./routes. Paths are absolute; the shell's router decides where they render. */
const routes = [
  { path: '/', lazy: lazyScreens.dashboard },
  { path: '/all-holders', lazy: lazyScreens.allHolders },
  { path: '/search-nacho', lazy: lazyScreens.search },
  { path: '/wallet/:address', lazy: lazyScreens.wallet },
  { path: '/nft/:tokenId', lazy: lazyScreens.nft },
  { path: '/special-nfts', lazy: lazyScreens.specialNfts },
  { path: '/traits', lazy: lazyScreens.traits },
  { path: '/test', lazy: lazyScreens.test },
] satisfies RouteObject[];

export default routes;
