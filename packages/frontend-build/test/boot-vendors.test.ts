import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createFrontendConfig } from '../src/create-frontend-config';

const appDir = path.join(__dirname, 'fixture-host');

/** Chunk name (or #id) -> the files of its modules. */
type ChunkContents = Map<string, string[]>;

function build(): Promise<ChunkContents> {
  const config = createFrontendConfig({
    dir: appDir,
    name: 'fixturehost',
    host: true,
    notAtBoot: ['@nacho/ui/overlays'],
  })({ server: 'false' }, { mode: 'production' });
  return new Promise((resolve, reject) => {
    webpack({ ...(config as webpack.Configuration), infrastructureLogging: { level: 'none' } }, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
      const { chunkGraph, chunks } = stats.compilation;
      // A concatenated module holds the modules webpack joined into it.
      const resources = (module: webpack.Module): string[] =>
        'modules' in module && Array.isArray(module.modules)
          ? module.modules.flatMap(resources)
          : [module.nameForCondition() ?? ''];
      resolve(
        new Map(
          [...chunks].map((chunk) => [
            chunk.name ?? `#${chunk.id}`,
            [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(resources).filter(Boolean),
          ]),
        ),
      );
    });
  });
}

const holds = (contents: ChunkContents, chunk: string, pattern: RegExp) =>
  (contents.get(chunk) ?? []).some((resource) => pattern.test(resource));
const holderOf = (contents: ChunkContents, pattern: RegExp) =>
  [...contents].filter(([, resources]) => resources.some((resource) => pattern.test(resource))).map(([name]) => name);

describe('the host build puts its boot libraries in one chunk (boot-vendors)', () => {
  let contents: ChunkContents;

  beforeAll(async () => {
    contents = await build();
  }, 120_000);

  afterAll(() => {
    fs.rmSync(path.join(appDir, 'dist'), { recursive: true, force: true });
    fs.rmSync(path.join(appDir, 'build'), { recursive: true, force: true });
  });

  it('holds the libraries of the bootstrap import and of the shared modules provided at boot', () => {
    expect(holderOf(contents, /[\\/]node_modules[\\/]tailwind-merge[\\/]/)).toEqual(['boot-vendors']);
    // @nacho/ui's own libraries (Radix tooltip, lucide icons) are boot code as well.
    expect(holds(contents, 'boot-vendors', /[\\/]@radix-ui[\\/]react-tooltip[\\/]/)).toBe(true);
    expect(holds(contents, 'boot-vendors', /[\\/]lucide-react[\\/]/)).toBe(true);
  });

  it('leaves out what only a later load uses: a lazy import and a notAtBoot share key', () => {
    expect(holderOf(contents, /[\\/]node_modules[\\/]dequal[\\/]/)).not.toContain('boot-vendors');
    expect(holderOf(contents, /[\\/]@radix-ui[\\/]react-dialog[\\/]/).length).toBeGreaterThan(0);
    expect(holderOf(contents, /[\\/]@radix-ui[\\/]react-dialog[\\/]/)).not.toContain('boot-vendors');
  });

  it('keeps the app code in its own chunks and the named shared libraries in theirs', () => {
    expect(holderOf(contents, /fixture-host[\\/]src[\\/]bootstrap\.ts$/)).toEqual(['bootstrap']);
    expect(holderOf(contents, /fixture-host[\\/]src[\\/]later\.ts$/)).toEqual(['later']);
    expect(holderOf(contents, /[\\/]node_modules[\\/]react-dom[\\/]/)).toEqual(['shared-react']);
    expect(holderOf(contents, /[\\/]packages[\\/]ui[\\/]src[\\/]index\.ts$/)).toEqual(['shared-nacho']);
  });
});
