/**
 * Preload hints for a first visit (see packages/frontend-build/src/route-preloads-plugin.js): the
 * route's chunks (names from src/routes.ts) and the API reads its first render starts. A route
 * with API reads has a `firstReads` in src/routes.ts that asks for the same URLs (tested in
 * src/prefetch/first-reads.test.tsx), so the page's queries take the preloaded replies.
 */
module.exports = {
  '/': {
    chunkGroup: 'route-dashboard',
    api: [
      '/api/nft/holders',
      '/api/nft/sync-status',
      '/api/nft/special',
      '/api/nft/trait-stats',
      '/api/hall-of-fame/nft-of-the-month',
      '/api/hall-of-fame/history',
      '/api/hall-of-fame/visibility',
      '/api/market/dashboard-stats?timeFrame=1d',
      '/api/nft/activity?limit=6',
    ],
  },
  '/all-holders': { chunkGroup: 'route-all-holders' },
  '/search-nacho': { chunkGroup: 'route-search' },
  '/wallet/:address': { chunkGroup: 'route-wallet' },
  // The id as parseTokenIdParam accepts it: the page shows "NFT not found" for others without asking.
  '/nft/:tokenId': {
    chunkGroup: 'route-nft',
    api: ['/api/nft/nfts/:tokenId/detail', '/api/nft/nfts/:tokenId/history', '/api/nft/sync-status'],
    params: { tokenId: '^\\d+$' },
  },
  '/special-nfts': { chunkGroup: 'route-special-nfts' },
  '/traits': { chunkGroup: 'route-traits' },
  // The feed unfiltered (a filtered link asks for its own page after the chunk loads).
  '/activity': { chunkGroup: 'route-activity', api: ['/api/nft/activity?limit=25', '/api/nft/trait-stats'] },
  '/test': { chunkGroup: 'route-test' },
};
