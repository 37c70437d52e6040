const { createFrontendConfig } = require('@nacho/frontend-build');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'admin',
  exposes: {
    './routes': './src/routes.ts',
  },
});
