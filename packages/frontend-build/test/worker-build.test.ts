import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { createFrontendConfig } from '../src/create-frontend-config';

const appDir = path.join(__dirname, 'fixture-worker');
const dist = path.join(appDir, 'dist');

function build(): Promise<void> {
  const configs = createFrontendConfig({
    dir: appDir,
    name: 'fixtureworker',
    exposes: { './routes': './src/routes.ts' },
    workers: { echo: './src/echo.worker.ts' },
  })({ server: 'false' }, { mode: 'production' }) as webpack.Configuration[];
  return new Promise((resolve, reject) => {
    webpack(
      configs.map((config) => ({ ...config, infrastructureLogging: { level: 'none' as const } })),
      (error, stats) => {
        if (error) reject(error);
        else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
        else resolve();
      },
    );
  });
}

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(path.join(appDir, 'build'), { recursive: true, force: true });
});

describe("a remote's Web Worker", () => {
  beforeAll(build, 60_000);

  it('is built beside the remote as one standalone script, without the federation runtime', () => {
    expect(fs.readdirSync(path.join(dist, 'workers')).filter((f) => f.endsWith('.js'))).toEqual(['echo.js']);
    // The remote's own build (its clean step) left the worker in place.
    expect(fs.existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
    const script = fs.readFileSync(path.join(dist, 'workers', 'echo.js'), 'utf8');
    expect(script).not.toMatch(/federation|remoteEntry|importScripts/);
  });

  it('runs on its own: it imports nothing at run time and answers a message', () => {
    const script = fs.readFileSync(path.join(dist, 'workers', 'echo.js'), 'utf8');
    const answers: unknown[] = [];
    const self: { onmessage?: (event: { data: string }) => void; postMessage: (data: unknown) => void } = {
      postMessage: (data) => answers.push(data),
    };
    vm.runInNewContext(script, { self });
    self.onmessage!({ data: 'Ada' });
    expect(answers).toEqual(['Hello from the worker, Ada']);
  });
});
