import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { applyPageMeta } from '@nacho/nft';
import { mountFrontends, type MountFrontendsOptions } from './mount-frontends';
import { runtimeConfigFromEnv } from './runtime-config';

/** The all-in-one page with and without link-preview tags (services/server/src/start-server.ts wires nft.previews.pageMeta in). */
describe('page HTML with link-preview tags (mountFrontends decoratePage)', () => {
  let rootDir: string;
  const servers: Server[] = [];

  const start = async (decoratePage?: MountFrontendsOptions['decoratePage']): Promise<string> => {
    const app = new Koa();
    mountFrontends(app, {
      rootDir,
      runtimeConfig: runtimeConfigFromEnv({ RUNTIME_CONFIG_FILE: path.join(rootDir, 'runtime-config.json') }),
      decoratePage,
    });
    const server = app.listen(0);
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(() => {
    rootDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-previews-'));
    mkdirSync(path.join(rootDir, 'shell/dist'), { recursive: true });
    writeFileSync(
      path.join(rootDir, 'shell/dist/index.html'),
      '<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="generic" /><title>NACHO Wallet Explorer</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(rootDir, 'runtime-config.json'), '{}');
  });
  afterAll(async () => {
    for (const s of servers) await new Promise((resolve) => s.close(resolve));
    rmSync(rootDir, { recursive: true, force: true });
  });

  it('adds the tags to the rendered page, keeps the CSP exactly as it was and adds no executable script', async () => {
    const plain = await start();
    const decorated = await start(async (ctx, html) =>
      applyPageMeta(html, {
        title: `NACHO #42 <x>`,
        description: 'd"',
        url: `http://site.example${ctx.path}`,
        image: 'http://site.example/i.png',
        imageAlt: 'alt',
      }),
    );
    const before = await fetch(`${plain}/nft/42`);
    const after = await fetch(`${decorated}/nft/42`);
    expect(after.status).toBe(200);
    expect(after.headers.get('content-security-policy')).toBe(before.headers.get('content-security-policy'));
    expect(after.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    const html = await after.text();
    expect(html).toContain('<title>NACHO #42 &lt;x&gt;</title>');
    expect(html).toContain('<meta property="og:url" content="http://site.example/nft/42">');
    expect(html).toContain('<meta name="description" content="d&quot;">');
    expect(html).not.toContain('generic');
    // Scripts: the page's own and the inert runtime-config data block, as without the tags.
    const scripts = (page: string) => [...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts(html)).toEqual(scripts(await before.text()));
    expect(scripts(html).every((attrs) => /src=|type="application\/json"/.test(attrs!))).toBe(true);
  });

  it('still sends the page when the tags cannot be made', async () => {
    const base = await start(async () => {
      throw new Error('snapshot unavailable');
    });
    const res = await fetch(`${base}/wallet/kaspa:qq`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>NACHO Wallet Explorer</title>');
  });
});
