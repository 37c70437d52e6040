/**
 * Preload hints for a first visit (see packages/frontend-build/src/route-preloads-plugin.js): each
 * route's chunks (names from src/routes.ts) and the API reads its first view starts (the routes'
 * firstReads in src/prefetch/first-reads.ts ask for the same URLs). A page the server rendered
 * carries its data and gets the code hints only; a page rendered in the browser gets both, so that
 * its code and data load beside the shell, not one after the other.
 */
module.exports = {
  '/hall-of-fame': {
    chunkGroup: 'route-hall-of-fame',
    api: [
      '/api/hall-of-fame/visibility',
      '/api/hall-of-fame/top?limit=10',
      '/api/hall-of-fame/nft-of-the-month',
      '/api/hall-of-fame/history',
    ],
  },
  '/hall-of-fame/:year/:month': {
    chunkGroup: 'route-month-report',
    api: ['/api/hall-of-fame/visibility', '/api/hall-of-fame/months/:year/:month'],
    // The month as parseMonthParams accepts it: the page shows "not found" for others without asking.
    params: { year: '^\\d{4}$', month: '^([1-9]|1[0-2])$' },
  },
  '/all-liked-nfts': {
    chunkGroup: 'route-rankings',
    api: ['/api/hall-of-fame/visibility', '/api/hall-of-fame/rankings?limit=10&offset=0&sort=desc'],
  },
};
