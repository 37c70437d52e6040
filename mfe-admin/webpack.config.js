const { createFrontendConfig } = require('../shell/webpack/create-frontend-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'admin',
  exposes: {
    './routes': './src/routes.ts',
  },
});
