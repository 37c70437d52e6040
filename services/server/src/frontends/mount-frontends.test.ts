import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { mountFrontends } from './mount-frontends';
import { runtimeConfigFromEnv, type RuntimeConfig } from './runtime-config';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

describe('mountFrontends', () => {
  let rootDir: string;
  let configFile: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    rootDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-frontends-'));
    configFile = path.join(rootDir, 'runtime-config.json');
    writeFiles(rootDir, {
      'shell/dist/index.html': '<!doctype html><div id="root"></div>',
      'shell/dist/main.0123abcd.js': 'console.log("shell")',
      'mfe-contest/dist/mf-manifest.json': '{"name":"contest"}',
      'mfe-contest/dist/remoteEntry.js': 'var contest;',
      'mfe-contest/dist/__federation_expose_routes.89abcdef.js': 'chunk',
      'runtime-config.json': '{}',
    });
    const app = new Koa();
    app.use(async (ctx, next) => {
      if (ctx.path === '/api/ping') ctx.body = { pong: true };
      else if (ctx.path === '/readyz') ctx.body = { ok: true };
      else await next();
    });
    mountFrontends(app, { rootDir, runtimeConfig: runtimeConfigFromEnv({ RUNTIME_CONFIG_FILE: configFile, REMOTE_ADMIN_URL: 'https://admin.example.org/mf-manifest.json' }) });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(rootDir, { recursive: true, force: true });
  });

  it('serves index.html for page paths (history fallback) without caching it', async () => {
    for (const page of ['/', '/nft/42', '/wallet/kaspa:qq123', '/no/such/page', '/nft/42.5', '/some.page', '/wallet/v1.2.3']) {
      const res = await fetch(base + page);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('sends the page with a CSP allowing the configured remote origins and image gateways, no inline script', async () => {
    const csp = (await fetch(`${base}/nft/42`)).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", 'https://admin.example.org']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://admin.example.org']);
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://ipfs.io', 'https://dweb.link']));
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('never answers API paths or missing files with the page', async () => {
    expect((await fetch(`${base}/api/nope`)).status).toBe(404);
    expect(await (await fetch(`${base}/api/ping`)).json()).toEqual({ pong: true });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ ok: true });
    for (const asset of ['/main.ffffffff.js', '/styles.css', '/favicon.ico', '/robots.txt']) {
      const missingAsset = await fetch(`${base}${asset}`);
      expect(missingAsset.status).toBe(404);
      expect(await missingAsset.text()).not.toContain('id="root"');
    }
  });

  it('caches hashed shell assets for a year', async () => {
    const res = await fetch(`${base}/main.0123abcd.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves each remote under /mfe/{name}/ with CORS, revalidating only its entry files', async () => {
    const manifest = await fetch(`${base}/mfe/contest/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const entry = await fetch(`${base}/mfe/contest/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/mfe/contest/__federation_expose_routes.89abcdef.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/mfe/contest/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/mfe/explorer/remoteEntry.js`)).status).toBe(404);
    const escape = await fetch(`${base}/mfe/contest/..%2f..%2fshell%2fdist%2fmain.0123abcd.js`);
    expect(await escape.text()).not.toContain('shell');
  });

  it('serves /runtime-config.json: defaults, env overrides, and the file re-read on every request', async () => {
    const first = (await (await fetch(`${base}/runtime-config.json`)).json()) as RuntimeConfig;
    expect(first).toEqual({
      apiBase: '',
      collectionName: 'NACHO',
      imageGateways: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      remotes: {
        explorer: '/mfe/explorer/mf-manifest.json',
        contest: '/mfe/contest/mf-manifest.json',
        admin: 'https://admin.example.org/mf-manifest.json',
      },
    });

    writeFileSync(`${configFile}.tmp`, JSON.stringify({ remotes: { contest: 'http://127.0.0.1:9/mf-manifest.json' } }));
    renameSync(`${configFile}.tmp`, configFile);
    const res = await fetch(`${base}/runtime-config.json`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const changed = (await res.json()) as RuntimeConfig;
    expect(changed.remotes).toEqual({ ...first.remotes, contest: 'http://127.0.0.1:9/mf-manifest.json' });
    expect(changed.apiBase).toBe('');
  });
});

describe('mountFrontends before the shell is built', () => {
  it('answers page requests with 503 and how to build', async () => {
    const rootDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-frontends-empty-'));
    const app = new Koa();
    mountFrontends(app, { rootDir, runtimeConfig: () => ({}) });
    const server = app.listen(0);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hall-of-fame`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/build-frontends/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(rootDir, { recursive: true, force: true });
    }
  });
});
