const { createFrontendConfig } = require('@nacho/frontend-build');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'explorer',
  exposes: {
    './routes': './src/routes.ts',
    './SearchDialog': './src/search-dialog/search-dialog.tsx',
  },
});
