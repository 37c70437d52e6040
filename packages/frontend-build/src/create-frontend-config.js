/**
 * One webpack configuration for the shell (Module Federation host) and the three remotes, so
 * that they agree on loaders, chunk naming and the share scope.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, workspaceAliases, clientSubsetSources } = require('./shared-singletons');
const { RoutePreloadsPlugin } = require('./route-preloads-plugin');
const { isBootChunkGroup } = require('./boot-preload-plugin');
const { createServerConfig } = require('./create-server-config');
const { swcRule } = require('./swc-rule');
const { createWorkerConfig, WORKERS_DIR } = require('./create-worker-config');

const uiSource = path.resolve(__dirname, '..', '..', 'ui', 'src');

/** The files of @nacho/ui/overlays: its entry and the components it re-exports, read from the entry. */
function readUiOverlaysFiles() {
  const entry = path.join(uiSource, 'overlays.ts');
  const reExports = [...fs.readFileSync(entry, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) =>
    path.join(uiSource, match[1]),
  );
  return new Set([entry.replace(/\.ts$/, ''), ...reExports]);
}

let uiOverlaysFiles;
const isUiOverlaysFile = (module) =>
  typeof module.resource === 'string' &&
  (uiOverlaysFiles ??= readUiOverlaysFiles()).has(module.resource.replace(/\.tsx?$/, ''));

/**
 * Shared libraries get stable, recognisable chunk names (the e2e tests count their downloads).
 * Libraries that always load together share a chunk: each file costs a connection's round trip.
 */
const namedSharedChunks = {
  'shared-react': /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  'shared-react-router':
    /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]|[\\/]react-router-client\.mjs$/,
  'shared-redux':
    /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
  'shared-nacho-ui-overlays': isUiOverlaysFile,
  'shared-nacho': /[\\/]packages[\\/](ui|api|domain)[\\/]src[\\/].*\.tsx?$/,
};

function sharedChunkGroups() {
  return Object.fromEntries(
    Object.entries(namedSharedChunks).map(([name, test], index) => [
      name,
      { test, name, chunks: 'async', enforce: true, priority: 40 - index, reuseExistingChunk: true },
    ]),
  );
}

/**
 * The host's boot libraries that are no named shared chunk (the federation runtime, icons, the
 * Radix primitives of tooltips, small workspace modules) in one chunk. Left to webpack, they
 * were six files of 0.2 to 24 KB, and on a phone every file holds one of the browser's six
 * connections for a round trip while the boot chunks queue. Code that only a later load uses
 * (notAtBoot share keys, lazy imports) stays out; the app's own code stays in `bootstrap`.
 */
function bootVendorsGroup(app) {
  const appSource = path.join(app.dir, 'src') + path.sep;
  const loadsAtBoot = (module, chunkGraph) =>
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
      [...chunk.groupsIterable].some((group) => isBootChunkGroup(group, app.notAtBoot)),
    );
  return {
    name: 'boot-vendors',
    chunks: 'async',
    enforce: true,
    priority: 0,
    test: (module, { chunkGraph }) =>
      typeof module.resource === 'string' && !module.resource.startsWith(appSource) && loadsAtBoot(module, chunkGraph),
  };
}

/**
 * The smallest chunk (module source bytes, before minifying) webpack splits off a remote's route
 * chunks. Webpack's 20 KB default made the dashboard's icons a file of their own (3.8 KB brotli)
 * and the wallet page three files: on a phone each costs a round trip on one of six
 * connections, more than the few KB a route carries twice.
 */
const ROUTE_MIN_SPLIT = 60_000;

/**
 * Writes {app}/build/bundle-stats.json: the files of each entry point and named chunk group,
 * which bench/bundle-budget.mjs weighs.
 */
class BundleStatsPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const { entrypoints, namedChunkGroups } = stats.toJson({ all: false, entrypoints: true, chunkGroups: true });
      const files = (groups) =>
        Object.fromEntries(
          Object.entries(groups ?? {}).map(([name, group]) => [name, group.assets.map((asset) => asset.name)]),
        );
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(
        this.file,
        JSON.stringify({ entrypoints: files(entrypoints), chunkGroups: files(namedChunkGroups) }, null, 2),
      );
    });
  }
}

/**
 * Production source maps are hidden (no sourceMappingURL comment) and written to
 * {app}/build/sourcemaps, outside the served dist: error reports can be symbolicated from a
 * build, but the site never publishes its sources.
 */
function productionSourceMaps(app) {
  const mapsDir = path.join(app.dir, 'build', 'sourcemaps');
  fs.rmSync(mapsDir, { recursive: true, force: true });
  return new webpack.SourceMapDevToolPlugin({
    filename: `${path.relative(path.join(app.dir, 'dist'), mapsDir)}/[file].map`,
    append: false,
  });
}

/**
 * The federation manifest plugin also emits mf-stats.json (module-level build detail the
 * runtime never reads); only mf-manifest.json is published.
 */
class DropFederationStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropFederationStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropFederationStatsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset('mf-stats.json')) compilation.deleteAsset('mf-stats.json');
        },
      );
    });
  }
}

/** Text assets worth compressing; smaller files gain nothing over the response headers. */
const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;
const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli and gzip copies (name.js.br, name.js.gz) next to every text asset, at the highest
 * levels: they are written once per build, so the servers (koa-send, nginx gzip_static and
 * brotli_static) send them without compressing per request. mf-stats.json is left out: it is
 * dropped from the output.
 */
function precompressedAssets() {
  const common = { test: COMPRESSIBLE, exclude: /mf-stats\.json$/, threshold: COMPRESSION_THRESHOLD, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * The federation runtime each build carries, without what it never runs here: Node's loading
 * code, and in a remote (which loads no remotes of its own) the remote loading and its manifest
 * snapshots. Only the shell loads remotes, from their mf-manifest.json.
 */
function federationRuntimeTrim(app) {
  return app.host ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true };
}

/**
 * @param {{ dir: string; name: string; exposes?: Record<string, string>; host?: boolean; notAtBoot?: string[]; plugins?: unknown[]; cssRule?: unknown;
 *   workers?: Record<string, string>;
 *   routePreloads?: Record<string, { chunkGroup: string; api?: string[]; params?: Record<string, string> }> }} app  routePreloads: see route-preloads-plugin.js;
 *   workers: Web Workers built as standalone scripts (create-worker-config.js), name -> source file
 */
function createFrontendConfig(app) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    // `--env server=only`: the server build alone; `--env server=false`: the browser build alone.
    const browser = env.server === 'only' ? [] : [browserConfig(app, production), ...workersConfig(app, production)];
    const server = env.server === 'false' || app.server === false ? [] : [createServerConfig(app, production)];
    const configs = [...browser, ...server];
    return configs.length === 1 ? configs[0] : configs;
  };
}

const resolveFor = (production) => ({
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  alias: { ...workspaceAliases(), ...clientSubsetSources(production) },
});

function workersConfig(app, production) {
  if (!app.workers || Object.keys(app.workers).length === 0) return [];
  const shared = {
    rules: [swcRule('es2020')],
    resolve: resolveFor(production),
    finalPlugins: production ? precompressedAssets() : [],
  };
  return [createWorkerConfig(app, production, shared)];
}

function browserConfig(app, production) {
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    // A remote has no page of its own: its only entry is the container (remoteEntry.js).
    entry: app.host ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // The shell is served from the site root (deep links need absolute asset URLs); a remote
      // works from whatever URL its manifest was fetched from.
      publicPath: app.host ? '/' : 'auto',
      // Initial chunks cannot carry a hash: the federation runtime module resolves their file name
      // before hashes exist (webpack 5.112). They are small and served with no-cache instead.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: app.name,
      // dist/server and dist/workers are the server's and the workers' builds (create-server-config.js,
      // create-worker-config.js).
      clean: { keep: new RegExp(`^(server|${WORKERS_DIR})/`) },
    },
    resolve: resolveFor(production),
    module: { rules: [swcRule('es2020'), ...(app.cssRule ? [app.cssRule] : [])] },
    optimization: {
      splitChunks: {
        chunks: 'async',
        // A remote's route brings its small libraries along instead of as extra files (see ROUTE_MIN_SPLIT).
        ...(app.host ? {} : { minSize: ROUTE_MIN_SPLIT }),
        cacheGroups: { ...sharedChunkGroups(), ...(app.host ? { 'boot-vendors': bootVendorsGroup(app) } : {}) },
      },
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.host ? {} : { filename: 'remoteEntry.js', exposes: app.exposes, manifest: true }),
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { optimization: federationRuntimeTrim(app) },
      }),
      new BundleStatsPlugin(path.join(app.dir, 'build', 'bundle-stats.json')),
      ...(app.routePreloads ? [new RoutePreloadsPlugin(app.routePreloads)] : []),
      ...(production ? [productionSourceMaps(app), new DropFederationStatsPlugin()] : []),
      ...(app.plugins ?? []),
      // Last, so that assets the app's own plugins emit (index.html) are compressed too.
      ...(production ? precompressedAssets() : []),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createFrontendConfig };
