const { createFrontendConfig } = require('@nacho/frontend-build');
const routePreloads = require('./route-preloads');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'explorer',
  exposes: {
    './routes': './src/routes.ts',
    './SearchDialog': './src/search-dialog/search-dialog.tsx',
  },
  routePreloads,
});
