/**
 * The explorer's screens as lazily loaded chunks. The routes load them on navigation, and links
 * load them ahead of a click (prefetch/): webpack loads a chunk once, so both share the download.
 */
export const lazyScreens = {
  dashboard: () => import(/* webpackChunkName: "route-dashboard" */ './dashboard-screen'),
  allHolders: () => import(/* webpackChunkName: "route-all-holders" */ './all-holders-screen'),
  search: () => import(/* webpackChunkName: "route-search" */ './search-screen'),
  wallet: () => import(/* webpackChunkName: "route-wallet" */ './wallet-screen'),
  nft: () => import(/* webpackChunkName: "route-nft" */ './nft-screen'),
  specialNfts: () => import(/* webpackChunkName: "route-special-nfts" */ './special-nfts-screen'),
  traits: () => import(/* webpackChunkName: "route-traits" */ './traits-screen'),
  activity: () => import(/* webpackChunkName: "route-activity" */ './activity-screen'),
  test: () => import(/* webpackChunkName: "route-test" */ '../diagnostic/test-screen'),
};
