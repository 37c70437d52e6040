/**
 * The share scope contract between the shell and every remote: one copy of each library per
 * page. Trailing-slash keys share deep imports too (react/jsx-runtime, react-dom/client,
 * @reduxjs/toolkit/query/react).
 */
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..', '..');

const workspacePackages = {
  '@nacho/ui': 'packages/ui',
  '@nacho/api': 'packages/api',
  '@nacho/domain': 'packages/domain',
};

const libraries = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit'];

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
}

function sharedSingletons() {
  const shared = {};
  for (const name of libraries) {
    const version = installedVersion(name);
    const major = `^${version.split('.')[0]}.0.0`;
    shared[name] = { singleton: true, version, requiredVersion: major };
    shared[`${name}/`] = { singleton: true, version, requiredVersion: major };
  }
  for (const [name, dir] of Object.entries(workspacePackages)) {
    const version = require(path.join(repoRoot, dir, 'package.json')).version;
    shared[name] = { singleton: true, version, requiredVersion: false };
  }
  return shared;
}

/** Bundled from source too, but not shared: contracts are types and a few constants, no state. */
const bundledWorkspacePackages = { ...workspacePackages, '@nacho/contracts': 'packages/contracts' };

/** Workspace packages are bundled from source (their dist is a tsc by-product, not a bundle). */
function workspaceAliases() {
  return Object.fromEntries(
    Object.entries(bundledWorkspacePackages).map(([name, dir]) => [`${name}$`, path.join(repoRoot, dir, 'src', 'index.ts')]),
  );
}

module.exports = { sharedSingletons, workspaceAliases };
