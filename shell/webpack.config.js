const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BootPreloadPlugin, createFrontendConfig } = require('@nacho/frontend-build');

module.exports = createFrontendConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
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
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'src', 'index.html'), scriptLoading: 'defer' }),
    // The overlays load once the first page has (src/overlays/deferred-toaster.tsx).
    new BootPreloadPlugin(HtmlWebpackPlugin, { notAtBoot: ['@nacho/ui/overlays'] }),
  ],
});
