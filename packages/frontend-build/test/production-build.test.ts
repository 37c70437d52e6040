import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { createFrontendConfig } from '../src/create-frontend-config';

const appDir = path.join(__dirname, 'fixture-remote');
const dist = path.join(appDir, 'dist');
const sourceMaps = path.join(appDir, 'build', 'sourcemaps');

function build(mode: 'production' | 'development'): Promise<webpack.Stats> {
  const config = createFrontendConfig({
    dir: appDir,
    name: 'fixture',
    exposes: { './routes': './src/routes.ts' },
    routePreloads: {
      '/hello/:name': { chunkGroup: 'route-greeting', api: ['/api/greetings/:name'], params: { name: '^[a-z]+$' } },
    },
  })({ server: 'false' }, { mode });
  return new Promise((resolve, reject) => {
    webpack({ ...(config as webpack.Configuration), infrastructureLogging: { level: 'none' } }, (error, stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
      else resolve(stats);
    });
  });
}

const filesIn = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(path.join(appDir, 'build'), { recursive: true, force: true });
});

describe('a production build of a remote', () => {
  beforeAll(() => build('production'), 60_000);

  it('publishes the federation manifest and the container, but no source map and no mf-stats.json', () => {
    const published = filesIn(dist);

    expect(published).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json']));
    expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(published).not.toContain('mf-stats.json');
  });

  it('points no published script at a source map', () => {
    const scripts = filesIn(dist).filter((file) => file.endsWith('.js'));

    expect(scripts.length).toBeGreaterThan(1);
    for (const file of scripts)
      expect(fs.readFileSync(path.join(dist, file), 'utf8')).not.toContain('sourceMappingURL');
  });

  it('writes a brotli and a gzip copy of every text asset above 1 KB, byte for byte the same content', () => {
    const published = filesIn(dist);
    const large = published.filter(
      (file) => /\.(js|json)$/.test(file) && fs.statSync(path.join(dist, file)).size > 4096,
    );

    expect(large).toContain('remoteEntry.js');
    for (const file of large) {
      const original = fs.readFileSync(path.join(dist, file));
      expect(brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`)))).toEqual(original);
    }
    const tiny = published.filter((file) => /\.js$/.test(file) && fs.statSync(path.join(dist, file)).size < 1024);
    for (const file of tiny) expect(published).not.toContain(`${file}.br`);
  });

  it("lists the exposed ./routes chunks and each route's chunks and API reads in route-preloads.json, for preload hints", () => {
    const preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as {
      expose: string[];
      routes: { path: string; scripts: string[]; api: string[]; params?: Record<string, string> }[];
    };

    expect(preloads.expose).toEqual([expect.stringMatching(/^__federation_expose_routes\.[0-9a-f]{8}\.js$/)]);
    expect(preloads.routes).toEqual([
      {
        path: '/hello/:name',
        scripts: [expect.stringMatching(/^route-greeting\.[0-9a-f]{8}\.js$/)],
        api: ['/api/greetings/:name'],
        params: { name: '^[a-z]+$' },
      },
    ]);
    for (const file of [...preloads.expose, ...preloads.routes[0]!.scripts]) expect(filesIn(dist)).toContain(file);
  });

  it('keeps a hidden source map of every script outside the served folder', () => {
    const scripts = filesIn(dist).filter((file) => file.endsWith('.js'));

    expect(filesIn(sourceMaps).sort()).toEqual(scripts.map((file) => `${file}.map`).sort());
  });
});
