import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '@nacho/core';
import { tempDir } from '@nacho/core/testing';

const MAIN = path.resolve(__dirname, '../dist/main.js');
const SHELL_INDEX = path.resolve(__dirname, '../../../shell/dist/index.html');

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      if (Date.now() > until) throw err;
    }
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const tag = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** `npm start`'s process (built dist) on the demo collection: the tags come from its own snapshot and its own contest API. */
describe('link previews in the all-in-one server', () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  beforeAll(async () => {
    for (const file of [MAIN, SHELL_INDEX]) if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
    dataDir = path.join(tempDir(), 'data');
    const port = 20000 + Math.floor(Math.random() * 20000);
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', METRICS_PORT: 'off', CONTEST_API_URL: '' },
      stdio: 'ignore',
    });
    // The demo sync runs once the port is open.
    await eventually(async () => ((await (await fetch(`${base}/api/nft/sync-status`)).json()) as { result?: { ready?: boolean } }).result?.ready || undefined, 60_000);
  }, 90_000);
  afterAll(async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  });

  it('serves /nft/42 with its own tags and its 1200x630 card', async () => {
    const html = await (await fetch(`${base}/nft/42`)).text();
    expect(titleOf(html)).toBe('NACHO #42 · NACHO Wallet Explorer');
    expect(tag(html, 'og:url')).toBe(`${base}/nft/42`);
    const image = tag(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${base}/api/nft/preview/nft/42\\.v\\d+\\.png$`));
    const png = await fetch(image);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('gives a month with a report its NFT of the Month tags, read from its own contest API; a month without one the defaults', async () => {
    const db = createDb({ dataDir });
    try {
      await db('contest_months').insert({ year: 2026, month: 10, state: 'declared', token_id: 42, like_count: 17, decided_at: Date.now(), decided_by: 'passcode', updated_at: Date.now() });
    } finally {
      await db.destroy();
    }
    expect((await fetch(`${base}/api/hall-of-fame/months/2026/10`)).status).toBe(200);
    const html = await (await fetch(`${base}/hall-of-fame/2026/10`)).text();
    expect(titleOf(html)).toBe('NFT of the Month October 2026: NACHO #42 · NACHO Wallet Explorer');
    expect(tag(html, 'og:description')).toBe('NACHO #42 is the NFT of the Month for October 2026 with 17 likes.');
    expect(tag(html, 'og:image')).toMatch(/\/api\/nft\/preview\/month\/2026-10\.[\w-]{12}\.png$/);

    expect((await fetch(`${base}/api/hall-of-fame/months/2020/1`)).status).toBe(404);
    const none = await (await fetch(`${base}/hall-of-fame/2020/1`)).text();
    expect(titleOf(none)).toBe('NACHO Wallet Explorer');
  });
});
