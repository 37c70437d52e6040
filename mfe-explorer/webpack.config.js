const { createFrontendConfig } = require('../shell/webpack/create-frontend-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'explorer',
  exposes: {
    './routes': './src/routes.ts',
    './SearchDialog': './src/search-dialog/search-dialog.tsx',
  },
});
