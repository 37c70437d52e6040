const { createFrontendConfig } = require('@nacho/frontend-build');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'explorer',
  exposes: {
    './routes': './src/routes.ts',
    './SearchDialog': './src/search-dialog/search-dialog.tsx',
  },
  // Preload hints for a first visit (see packages/frontend-build/src/route-preloads-plugin.js): the
  // route's chunks (names from src/routes.ts) and the API reads its first render starts.
  routePreloads: {
    '/': {
      chunkGroup: 'route-dashboard',
      api: [
        '/api/nft/holders',
        '/api/nft/sync-status',
        '/api/nft/special',
        '/api/nft/trait-stats',
        '/api/hall-of-fame/nft-of-the-month',
        '/api/hall-of-fame/history',
        '/api/market/dashboard-stats?timeFrame=1d',
      ],
    },
    '/all-holders': { chunkGroup: 'route-all-holders' },
    '/search-nacho': { chunkGroup: 'route-search' },
    '/wallet/:address': { chunkGroup: 'route-wallet' },
    '/nft/:tokenId': { chunkGroup: 'route-nft', api: ['/api/nft/nfts/:tokenId/detail'] },
    '/special-nfts': { chunkGroup: 'route-special-nfts' },
    '/traits': { chunkGroup: 'route-traits' },
    '/test': { chunkGroup: 'route-test' },
  },
});
