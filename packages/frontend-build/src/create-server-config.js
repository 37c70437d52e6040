/**
 * The server build of the shell and of each remote (dist/server/), beside the browser build and
 * served by the same static host, so that deploying a remote alone changes its browser code and
 * its server-rendered HTML together.
 *
 * - target async-node, CommonJS output: the page renderer (services/page-render) requires the
 *   shell's dist/server/main.js; the shell loads each remote's dist/server/remoteEntry.js over HTTP
 *   from the URL the runtime config gives (Module Federation's Node runtime plugin,
 *   @module-federation/node: fetch and run in this process, chunks fetched from beside the entry).
 * - React and the other singletons: provided by the shell's server build, used by every remote.
 * - CSS imports are dropped: the page's stylesheet is the browser build's.
 */
const crypto = require('node:crypto');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, workspaceAliases } = require('./shared-singletons');
const { swcRule } = require('./swc-rule');

const SERVER_DIR = 'server';
/** Keep in step with @nacho/contracts SERVER_BUILD_VERSION_FILE. */
const VERSION_FILE = 'server-build.json';
const REMOTE_ENTRY = 'remoteEntry.js';
const emptyModule = path.join(__dirname, 'empty-module.js');

/**
 * Writes server-build.json: a digest of every emitted file. The renderer reads it (cheap, no-cache)
 * to learn that a remote was redeployed, and loads remoteEntry.js?v={version} then.
 */
class ServerBuildVersionPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerBuildVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerBuildVersionPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hash = crypto.createHash('sha256');
          for (const name of Object.keys(compilation.assets).sort()) {
            hash.update(name);
            hash.update(compilation.getAsset(name).source.buffer());
          }
          const version = hash.digest('base64url').slice(0, 16);
          compilation.emitAsset(
            VERSION_FILE,
            new webpack.sources.RawSource(JSON.stringify({ version, entry: REMOTE_ENTRY })),
          );
        },
      );
    });
  }
}

/**
 * @param {{ dir: string; name: string; exposes?: Record<string, string>; host?: boolean; serverEntry?: string }} app
 * @param {boolean} production
 */
function createServerConfig(app, production) {
  return {
    name: `${app.name}-server`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    target: 'async-node',
    entry: app.host ? { main: app.serverEntry ?? './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', SERVER_DIR),
      // A remote's chunks are fetched from beside the remoteEntry.js URL it was loaded from (the Node
      // runtime plugin falls back to that URL when the public path is not an absolute URL).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${app.name}-server`,
      ...(app.host ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: workspaceAliases() },
    module: { rules: [swcRule('es2022')] },
    // Readable stack traces in the server logs; the server build is not downloaded by browsers.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\.css$/, emptyModule),
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.host
          ? {}
          : {
              filename: REMOTE_ENTRY,
              exposes: app.exposes,
              library: { type: 'commonjs-module', name: app.name },
            }),
        remoteType: 'script',
        shared: sharedSingletons({ server: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
      }),
      ...(app.host ? [] : [new ServerBuildVersionPlugin()]),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, SERVER_DIR, VERSION_FILE };
