/**
 * @module-federation/enhanced 2.9 requires webpack internals by their pre-5.112 paths
 * (webpack/lib/Module, ...); webpack 5.112 moved them into sub-folders and kept only some
 * forwarding files. This maps the old paths to the new ones for this build process.
 * Remove once @module-federation/enhanced follows the new layout.
 */
const NodeModule = require('node:module');

const movedInternals = {
  'webpack/lib/ChunkGraph': 'webpack/lib/graph/ChunkGraph',
  'webpack/lib/HotUpdateChunk': 'webpack/lib/graph/HotUpdateChunk',
  'webpack/lib/Module': 'webpack/lib/module/Module',
  'webpack/lib/ModuleFactory': 'webpack/lib/module/ModuleFactory',
  'webpack/lib/ResolverFactory': 'webpack/lib/resolve/ResolverFactory',
  'webpack/lib/RuntimeGlobals': 'webpack/lib/runtime/RuntimeGlobals',
  'webpack/lib/RuntimeModule': 'webpack/lib/runtime/RuntimeModule',
  'webpack/lib/RuntimeTemplate': 'webpack/lib/template/RuntimeTemplate',
  'webpack/lib/dependencies/EntryDependency': 'webpack/lib/entry/EntryDependency',
  'webpack/lib/dependencies/ModuleDependency': 'webpack/lib/dependencies/core/ModuleDependency',
  'webpack/lib/dependencies/StaticExportsDependency': 'webpack/lib/dependencies/core/StaticExportsDependency',
  'webpack/lib/util/extractUrlAndGlobal': 'webpack/lib/externals/extractUrlAndGlobal',
  'webpack/lib/util/fs': 'webpack/lib/fs/fs',
  'webpack/lib/util/semver': 'webpack/lib/sharing/semver',
};

function webpackHasOldLayout() {
  try {
    require.resolve('webpack/lib/Module');
    return true;
  } catch {
    return false;
  }
}

if (!webpackHasOldLayout()) {
  const resolveFilename = NodeModule._resolveFilename;
  NodeModule._resolveFilename = function resolveMovedWebpackInternal(request, ...rest) {
    return resolveFilename.call(this, movedInternals[request] ?? request, ...rest);
  };
}
