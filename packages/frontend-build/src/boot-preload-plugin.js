/**
 * Adds <link rel="preload" as="script"> to the host's index.html for every script the page loads
 * before its first render: the chunks of the `bootstrap` import and the chunks of the shared
 * libraries the host provides. Without them the browser discovers these only after main.js has
 * run (the federation runtime decides what to load), one round trip later.
 *
 * Largest first: the browser fetches about six files at a time and they share the bandwidth, so
 * in chunk order the big libraries (react-dom, react-router) started last and arrived last, and
 * nothing could run before them. Started first, they arrive while the small files still load and
 * are evaluated in the meantime (mobile LCP 3,016 -> 2,728 ms, BENCHMARKS.md).
 *
 * The page's own scripts, when placed at the end of <body> (HtmlWebpackPlugin `inject: 'body'`, so
 * that the server-rendered content is parsed before any script element), are preloaded first: their
 * request leaves with the head, not once the parser reaches them.
 */
const BOOT_CHUNK_GROUP = 'bootstrap';

/** The share key of a provided shared module (its libIdent is "webpack/sharing/provide/{scope}/{key}"), else undefined. */
function providedShareKey(module) {
  if (module?.type !== 'provide-module') return undefined;
  return /webpack\/sharing\/provide\/[^/]+\/(.+)$/.exec(module.libIdent({ context: '' }))?.[1];
}

/**
 * Whether a chunk group loads at boot: the `bootstrap` import, or the provided module of a share
 * key not named in `notAtBoot` (such a module loads later, when a page imports it).
 */
function isBootChunkGroup(group, notAtBoot = []) {
  const provided = group.origins.map((origin) => providedShareKey(origin.module)).filter((key) => key !== undefined);
  return group.name === BOOT_CHUNK_GROUP || provided.some((key) => !notAtBoot.includes(key));
}

/**
 * Files of the chunk groups that load at boot, in chunk-group order, without duplicates. A
 * `notAtBoot` module's files are left out unless a boot chunk group needs them as well.
 */
function bootScripts(compilation, notAtBoot = []) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!isBootChunkGroup(group, notAtBoot)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

class BootPreloadPlugin {
  /**
   * @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the class the app's config uses
   * @param {{ notAtBoot?: string[] }} [options] share keys of provided modules that the first render does not use
   */
  constructor(HtmlWebpackPlugin, { notAtBoot = [] } = {}) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.notAtBoot = notAtBoot;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        const largestFirst = bootScripts(compilation, this.notAtBoot).sort((a, b) => size(b) - size(a));
        const bodyScripts = (data.bodyTags ?? [])
          .filter((tag) => tag.tagName === 'script' && typeof tag.attributes?.src === 'string')
          .map((tag) => tag.attributes.src);
        const link = (href) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'BootPreloadPlugin' },
          attributes: { rel: 'preload', as: 'script', href },
        });
        const links = [...bodyScripts.map(link), ...largestFirst.map((file) => link(`${publicPath}${file}`))];
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootScripts, isBootChunkGroup };
