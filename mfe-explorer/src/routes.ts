import type { RouteObject } from 'react-router';

/** Exposed as ./routes. Paths are absolute; the shell's router decides where they render. */
const routes = [
  { path: '/', lazy: () => import(/* webpackChunkName: "route-dashboard" */ './screens/dashboard-screen') },
  { path: '/all-holders', lazy: () => import(/* webpackChunkName: "route-all-holders" */ './screens/all-holders-screen') },
  { path: '/search-nacho', lazy: () => import(/* webpackChunkName: "route-search" */ './screens/search-screen') },
  { path: '/wallet/:address', lazy: () => import(/* webpackChunkName: "route-wallet" */ './screens/wallet-screen') },
  { path: '/nft/:tokenId', lazy: () => import(/* webpackChunkName: "route-nft" */ './screens/nft-screen') },
  { path: '/special-nfts', lazy: () => import(/* webpackChunkName: "route-special-nfts" */ './screens/special-nfts-screen') },
  { path: '/traits', lazy: () => import(/* webpackChunkName: "route-traits" */ './screens/traits-screen') },
  { path: '/test', lazy: () => import(/* webpackChunkName: "route-test" */ './diagnostic/test-screen') },
] satisfies RouteObject[];

export default routes;
