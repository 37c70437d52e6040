/**
 * The build of an app's Web Workers: each worker a standalone script, outside Module Federation.
 * A worker built as a chunk of a federated remote carries the federation runtime and resolves
 * its chunks against the wrong public path (module-federation/core issue 4085), so the browser
 * could not start it. Here each worker is one file with everything it imports, written to
 * dist/workers/{name}.js beside the remote's own files; the app loads it by a URL relative to
 * its public path (mfe-contest/src/month-report/worker-url.ts), wherever the remote is served.
 * The name carries no hash: it is served with no-cache, like remoteEntry.js.
 */
const path = require('node:path');
const webpack = require('webpack');

const WORKERS_DIR = 'workers';

/**
 * @param {{ dir: string; name: string; workers: Record<string, string> }} app  workers: name -> source file
 * @param {boolean} production
 * @param {{ rules: unknown[]; resolve: unknown; finalPlugins: unknown[] }} shared  the browser build's loaders,
 *   resolution and precompression
 */
function createWorkerConfig(app, production, shared) {
  return {
    name: `${app.name}-workers`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    target: 'webworker',
    entry: app.workers,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist', WORKERS_DIR),
      filename: '[name].js',
      uniqueName: `${app.name}-workers`,
      publicPath: '',
      clean: true,
    },
    resolve: shared.resolve,
    module: { rules: shared.rules },
    // One file per worker: a split chunk would need a public path again.
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...shared.finalPlugins],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createWorkerConfig, WORKERS_DIR };
