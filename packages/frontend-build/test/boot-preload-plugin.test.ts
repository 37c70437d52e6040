import { BootPreloadPlugin } from '../src/boot-preload-plugin';

interface Tag {
  tagName: string;
  attributes: Record<string, string>;
}
type AlterTags = (data: { headTags: Tag[]; bodyTags?: Tag[]; publicPath: string }) => { headTags: Tag[] };

/** A provided shared module as the federation plugin names it. */
const provideModule = (shareKey: string) => ({
  type: 'provide-module',
  libIdent: () => `webpack/sharing/provide/default/${shareKey}`,
});

/** Runs the plugin against a compilation with these chunk groups and asset sizes; returns the head tags it adds. */
function headTagsFor(
  groups: { name?: string; provides?: string; files: string[] }[],
  sizes: Record<string, number>,
  options?: { notAtBoot?: string[] },
  bodyTags?: Tag[],
): Tag[] {
  let alter: AlterTags | undefined;
  const compilation = {
    chunkGroups: groups.map((g) => ({
      name: g.name,
      origins: g.provides ? [{ module: provideModule(g.provides) }] : [],
      chunks: [{ files: new Set(g.files) }],
    })),
    getAsset: (file: string) => (file in sizes ? { source: { size: () => sizes[file] } } : undefined),
  };
  const htmlPlugin = {
    getHooks: () => ({ alterAssetTagGroups: { tap: (_name: string, fn: AlterTags) => void (alter = fn) } }),
  };
  const compiler = {
    hooks: { compilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } },
  };
  new BootPreloadPlugin(htmlPlugin as never, options).apply(compiler as never);
  return alter!({ headTags: [], ...(bodyTags ? { bodyTags } : {}), publicPath: '/' }).headTags;
}

describe('BootPreloadPlugin', () => {
  it('preloads the scripts of the bootstrap import and the shared libraries, largest first', () => {
    const tags = headTagsFor(
      [
        { name: 'bootstrap', files: ['bootstrap.1.js', 'bootstrap.1.css'] },
        { provides: 'react', files: ['shared-react.1.js'] },
        { provides: 'react-dom', files: ['shared-react-dom.1.js'] },
        { name: 'route-nft', files: ['route-nft.1.js'] },
        { provides: '@reduxjs/toolkit', files: ['shared-redux.1.js'] },
      ],
      {
        'bootstrap.1.js': 8_000,
        'shared-react.1.js': 3_000,
        'shared-react-dom.1.js': 56_000,
        'route-nft.1.js': 90_000,
        'shared-redux.1.js': 31_000,
      },
    );
    expect(tags.map((t) => t.attributes.href)).toEqual([
      '/shared-react-dom.1.js',
      '/shared-redux.1.js',
      '/bootstrap.1.js',
      '/shared-react.1.js',
    ]);
    for (const tag of tags)
      expect(tag).toMatchObject({ tagName: 'link', attributes: { rel: 'preload', as: 'script' } });
  });

  it('leaves out a provided module named not at boot, but not the files a boot library shares with it', () => {
    const tags = headTagsFor(
      [
        { name: 'bootstrap', files: ['bootstrap.1.js'] },
        { provides: '@nacho/ui', files: ['shared-nacho-ui.1.js', 'vendors-both.1.js'] },
        {
          provides: '@nacho/ui/overlays',
          files: ['shared-nacho-ui-overlays.1.js', 'vendors-both.1.js', 'vendors-overlays.1.js'],
        },
      ],
      {
        'bootstrap.1.js': 8_000,
        'shared-nacho-ui.1.js': 6_000,
        'vendors-both.1.js': 23_000,
        'shared-nacho-ui-overlays.1.js': 3_000,
        'vendors-overlays.1.js': 24_000,
      },
      { notAtBoot: ['@nacho/ui/overlays'] },
    );
    expect(tags.map((t) => t.attributes.href)).toEqual([
      '/vendors-both.1.js',
      '/bootstrap.1.js',
      '/shared-nacho-ui.1.js',
    ]);
  });

  it('preloads the page scripts placed at the end of <body> first, so that they are requested with the head', () => {
    const tags = headTagsFor(
      [
        { name: 'bootstrap', files: ['bootstrap.1.js'] },
        { provides: 'react-dom', files: ['shared-react-dom.1.js'] },
      ],
      { 'bootstrap.1.js': 8_000, 'shared-react-dom.1.js': 56_000 },
      undefined,
      [
        { tagName: 'script', attributes: { defer: 'defer', src: '/main.js' } } as unknown as Tag,
        { tagName: 'div', attributes: {} },
      ],
    );
    expect(tags.map((t) => t.attributes.href)).toEqual(['/main.js', '/shared-react-dom.1.js', '/bootstrap.1.js']);
  });
});
