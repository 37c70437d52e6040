/**
 * Writes route-preloads.json next to a remote's remoteEntry.js: for each page route, the scripts
 * of its lazy chunk group and the API reads it starts at once, and the scripts of the exposed
 * ./routes module. A server that serves the remote (the all-in-one server) turns these into
 * preload hints in the page, so that the browser fetches the route's code and data in parallel
 * with the shell instead of after it. Shared singletons are left out: the shell provides them.
 *
 * Declared in the remote's webpack config:
 *   routePreloads: { '/nft/:tokenId': { chunkGroup: 'route-nft', api: ['/api/nft/metadata/:tokenId'], params: { tokenId: '^\\d+$' } } }
 * `params` (optional): a pattern per path parameter; a path whose parameter does not match gets
 * the route's code hints but not its API reads (the page would not ask for them).
 */
const { Compilation, sources } = require('webpack');

const FILE = 'route-preloads.json';
const EXPOSE_ROUTES_GROUP = '__federation_expose_routes';
const isSharedSingleton = (file) => /(^|\/)shared-/.test(file);

function groupScripts(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group)
    throw new Error(`route-preloads: no chunk group named "${name}" (webpackChunkName of the route's import)`);
  return [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter(
    (file) => file.endsWith('.js') && !isSharedSingleton(file),
  );
}

class RoutePreloadsPlugin {
  /** @param {Record<string, { chunkGroup: string; api?: string[]; params?: Record<string, string> }>} routes */
  constructor(routes) {
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const preloads = {
            expose: groupScripts(compilation, EXPOSE_ROUTES_GROUP),
            routes: Object.entries(this.routes).map(([path, { chunkGroup, api = [], params }]) => ({
              path,
              scripts: groupScripts(compilation, chunkGroup),
              api,
              ...(params ? { params } : {}),
            })),
          };
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(preloads)));
        },
      );
    });
  }
}

module.exports = { RoutePreloadsPlugin, ROUTE_PRELOADS_FILE: FILE };
