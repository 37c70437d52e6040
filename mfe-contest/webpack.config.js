const { createFrontendConfig } = require('@nacho/frontend-build');
const routePreloads = require('./route-preloads');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'contest',
  exposes: {
    './routes': './src/routes.ts',
    './LikeButton': './src/likes/like-button.tsx',
    './LikesLeft': './src/likes/likes-left.tsx',
  },
  routePreloads,
  // The month report's check (src/month-report/use-month-verifier.ts loads it by URL).
  workers: { 'verify-month': './src/month-report/verify-month.worker.ts' },
});
