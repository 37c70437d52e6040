/**
 * The share scope contract between the shell and every remote: one copy of each library per
 * page. Trailing-slash keys share deep imports too (react/jsx-runtime, react-dom/client,
 * @reduxjs/toolkit/query/react).
 */
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Shared workspace modules and their source entries. */
const workspacePackages = {
  '@nacho/ui': 'packages/ui/src/index.ts',
  '@nacho/ui/overlays': 'packages/ui/src/overlays.ts',
  '@nacho/api': 'packages/api/src/index.ts',
  '@nacho/domain': 'packages/domain/src/index.ts',
};

const packageDir = (entry) => entry.replace(/\/src\/[^/]+$/, '');

const libraries = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit'];

/**
 * What a library's key provides instead of the whole package (see react-router-client.mjs). A
 * bare request, resolved by clientSubsetSources(): a file path would be provided in every
 * compilation, so html-webpack-plugin's template compilation would emit a chunk of it as well.
 */
const clientSubsets = { 'react-router': 'nacho-react-router-client' };

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
}

/** @param {{ server?: boolean }} [options] server: the server builds share whole libraries (no client subsets). */
function sharedSingletons({ server = false } = {}) {
  const shared = {};
  for (const name of libraries) {
    const version = installedVersion(name);
    const major = `^${version.split('.')[0]}.0.0`;
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: major,
      ...(!server && clientSubsets[name] && { import: clientSubsets[name] }),
    };
    shared[`${name}/`] = { singleton: true, version, requiredVersion: major };
  }
  for (const [name, entry] of Object.entries(workspacePackages)) {
    const version = require(path.join(repoRoot, packageDir(entry), 'package.json')).version;
    shared[name] = { singleton: true, version, requiredVersion: false };
  }
  return shared;
}

/** Bundled from source too, but not shared: contracts are types and a few constants, no state. */
const bundledWorkspacePackages = {
  ...workspacePackages,
  '@nacho/contracts': 'packages/contracts/src/index.ts',
  // The month verifier (issue 40): the month report runs it in a Web Worker.
  '@nacho/verify': 'packages/verify/src/index.ts',
};

/** Workspace packages are bundled from source (their dist is a tsc by-product, not a bundle). */
function workspaceAliases() {
  return Object.fromEntries(
    Object.entries(bundledWorkspacePackages).map(([name, entry]) => [`${name}$`, path.join(repoRoot, entry)]),
  );
}

/**
 * The subsets' files, and the whole react-router under a name the share scope does not claim for
 * react-router-client.mjs to pick from: importing "react-router" there would consume the shared
 * module it provides. That is the ES module build, which webpack can tree-shake; the production
 * one leaves out the dev warnings.
 */
function clientSubsetSources(production) {
  const reactRouter = path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] }));
  return {
    'nacho-react-router-client$': path.join(__dirname, 'react-router-client.mjs'),
    'react-router-complete$': path.join(reactRouter, 'dist', production ? 'production' : 'development', 'index.mjs'),
  };
}

module.exports = { sharedSingletons, workspaceAliases, clientSubsetSources };
