const { createFrontendConfig } = require('../shell/webpack/create-frontend-config');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'contest',
  exposes: {
    './routes': './src/routes.ts',
    './LikeButton': './src/likes/like-button.tsx',
    './LikesLeft': './src/likes/likes-left.tsx',
  },
});
