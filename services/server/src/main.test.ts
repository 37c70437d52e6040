import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '@nacho/core/testing';

const MAIN = path.resolve(__dirname, '../dist/main.js');

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('the all-in-one server process (built dist)', () => {
  beforeAll(() => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npx tsc -b" first (npm test does)`);
  });

  it('serves /healthz on PORT, writes only under DATA_DIR, and exits cleanly on SIGINT', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const cwd = tempDir();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, [MAIN], {
      cwd,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const res = await waitFor(`http://127.0.0.1:${port}/healthz`, 15000);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(fs.readdirSync(dataDir)).toEqual(expect.arrayContaining(['nacho.sqlite', 'session-keys.json']));
      expect(fs.readdirSync(cwd)).toEqual([]);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  }, 30000);

  it('refuses to start with an invalid variable and says which one', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toMatch(/Invalid configuration: PORT/);
  }, 15000);
});
