const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BootPreloadPlugin, createFrontendConfig } = require('@nacho/frontend-build');

// The overlays load once the first page has (src/overlays/deferred-toaster.tsx).
const notAtBoot = ['@nacho/ui/overlays'];

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  notAtBoot,
  cssRule: {
    test: /\.css$/,
    use: [
      MiniCssExtractPlugin.loader,
      'css-loader',
      // Inline options: the stylesheet lives in packages/ui, outside this folder's config lookup.
      { loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    // The script at the end of <body> (preloaded from <head> by BootPreloadPlugin): a <script> element
    // before the content makes Chromium's parser yield there, and the first view came out later.
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src', 'index.html'),
      scriptLoading: 'defer',
      inject: 'body',
    }),
    new BootPreloadPlugin(HtmlWebpackPlugin, { notAtBoot }),
  ],
});
