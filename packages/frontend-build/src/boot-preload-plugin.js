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
 */
const BOOT_CHUNK_GROUP = 'bootstrap';

function isProvidedSharedModule(module) {
  return module?.type === 'provide-module';
}

/** Files of the chunk groups that load at boot, in chunk-group order, without duplicates. */
function bootScripts(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    const atBoot = group.name === BOOT_CHUNK_GROUP || group.origins.some((origin) => isProvidedSharedModule(origin.module));
    if (!atBoot) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

class BootPreloadPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the class the app's config uses */
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        const largestFirst = bootScripts(compilation).sort((a, b) => size(b) - size(a));
        const links = largestFirst.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'BootPreloadPlugin' },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootScripts };
