import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { createLogger, replayedReplies } from '@nacho/core';
import type { FirstViewOutcome, RenderedFirstView } from '@nacho/page-render';
import { mountFrontends } from './mount-frontends';
import { runtimeConfigFromEnv, type RuntimeConfig } from './runtime-config';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

/** The app on a free port, and its base URL. */
async function listen(app: Koa): Promise<{ server: Server; base: string }> {
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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
      'shell/dist/index.html':
        '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
      'shell/dist/main.0123abcd.js': 'console.log("shell")',
      'mfe-contest/dist/route-preloads.json': JSON.stringify({
        expose: ['__federation_expose_routes.89abcdef.js'],
        routes: [
          { path: '/hall-of-fame', scripts: ['route-hall-of-fame.01234567.js'], api: ['/api/hall-of-fame/history'] },
          { path: '/liked/:tokenId', scripts: [], api: ['/api/likes/:tokenId'] },
          { path: '/nft/:tokenId', scripts: [], api: ['/api/nft/:tokenId'], params: { tokenId: '^\\d+$' } },
          { path: '/', scripts: ['route-home.76543210.js'], api: [] },
        ],
      }),
      'mfe-contest/dist/mf-manifest.json': '{"name":"contest"}',
      'mfe-contest/dist/remoteEntry.js': 'var contest;',
      'mfe-contest/dist/workers/verify-month.js': 'onmessage = () => {};',
      'mfe-contest/dist/__federation_expose_routes.89abcdef.js': 'chunk',
      'runtime-config.json': '{}',
    });
    const app = new Koa();
    app.use(async (ctx, next) => {
      if (ctx.path === '/api/ping') ctx.body = { pong: true };
      else if (ctx.path === '/readyz') ctx.body = { ok: true };
      else await next();
    });
    writeFileSync(path.join(rootDir, 'shell/dist/main.0123abcd.js.br'), brotliCompressSync('console.log("shell")'));
    writeFileSync(path.join(rootDir, 'shell/dist/main.0123abcd.js.gz'), gzipSync('console.log("shell")'));
    mountFrontends(app, {
      rootDir,
      runtimeConfig: runtimeConfigFromEnv({
        RUNTIME_CONFIG_FILE: configFile,
        REMOTE_ADMIN_URL: 'https://admin.example.org/mf-manifest.json',
      }),
    });
    ({ server, base } = await listen(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(rootDir, { recursive: true, force: true });
  });

  it('serves index.html for page paths (history fallback) without caching it', async () => {
    for (const page of [
      '/',
      '/nft/42',
      '/wallet/kaspa:qq123',
      '/no/such/page',
      '/nft/42.5',
      '/some.page',
      '/wallet/v1.2.3',
    ]) {
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
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://admin.example.org']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://admin.example.org']);
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://ipfs.io', 'https://dweb.link']));
    expect(directives['object-src']).toEqual(["'none'"]);
    // WebAssembly may compile (the month verifier), JavaScript may not eval.
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });

  it("sends a remote's worker script with the page's policy (a worker runs under its script's policy)", async () => {
    const page = (await fetch(`${base}/`)).headers.get('content-security-policy');
    const worker = await fetch(`${base}/mfe/contest/workers/verify-month.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe(page);
    expect(worker.headers.get('content-security-policy')).toContain("connect-src 'self' https://admin.example.org");
    expect((await fetch(`${base}/mfe/contest/remoteEntry.js`)).headers.get('content-security-policy')).toBeNull();
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

  it('sends the precompressed copy the browser accepts, varying by Accept-Encoding, cached like the original', async () => {
    const br = await fetch(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe('console.log("shell")');
    const gz = await fetch(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await fetch(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('inlines the runtime config into the page as a non-executed JSON block, compressed for browsers', async () => {
    const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // fetch decodes br itself: the text is the decompressed page.
    const html = await res.text();
    const block = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(await (await fetch(`${base}/runtime-config.json`)).json());
    // After the content (a script element before it would make the parser yield there), before </body>.
    expect(html.indexOf('id="runtime-config"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('id="runtime-config"')).toBeLessThan(html.indexOf('</body>'));
  });

  it("sends the page in br to a browser that lists gzip first (Chromium's Accept-Encoding), gzip where br is not taken", async () => {
    const chromium = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(chromium.headers.get('content-encoding')).toBe('br');
    expect(await chromium.text()).toContain('<div id="root">');
    const gzipOnly = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipOnly.text()).toContain('<div id="root">');
  });

  it('keeps the inlined config inert: a value cannot close the script element', async () => {
    writeFileSync(`${configFile}.tmp`, JSON.stringify({ collectionName: '</script><script>alert(1)</script>' }));
    renameSync(`${configFile}.tmp`, configFile);
    try {
      const html = await (await fetch(`${base}/`)).text();
      expect(html).not.toContain('<script>alert(1)');
      const block = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(block![1]!).collectionName).toBe('</script><script>alert(1)</script>');
    } finally {
      writeFileSync(`${configFile}.tmp`, '{}');
      renameSync(`${configFile}.tmp`, configFile);
    }
  });

  it("hints the API reads only for path parameters that fit the route's patterns", async () => {
    expect(await (await fetch(`${base}/nft/42`)).text()).toContain(
      '<link rel="preload" as="fetch" href="/api/nft/42" crossorigin="use-credentials">',
    );
    const invalid = await (await fetch(`${base}/nft/abc`)).text();
    expect(invalid).toContain('<link rel="preload" as="script" href="/mfe/contest/remoteEntry.js">');
    expect(invalid).not.toContain('/api/nft/');
  });

  it("hints the route's remote code and API reads of a remote served here, and none of a remote moved elsewhere", async () => {
    const html = await (await fetch(`${base}/hall-of-fame`)).text();
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/mfe/contest/mf-manifest.json" crossorigin="anonymous">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="/mfe/contest/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/mfe/contest/__federation_expose_routes.89abcdef.js">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="/mfe/contest/route-hall-of-fame.01234567.js">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/hall-of-fame/history" crossorigin="use-credentials">',
    );
    expect(await (await fetch(`${base}/liked/a%20b`)).text()).toContain('href="/api/likes/a%20b"');
    expect(await (await fetch(`${base}/`)).text()).toContain('href="/mfe/contest/route-home.76543210.js"');
    expect(await (await fetch(`${base}/hall-of-fame/x`)).text()).not.toContain('rel="preload"');

    writeFileSync(
      `${configFile}.tmp`,
      JSON.stringify({ remotes: { contest: 'https://cdn.example.net/contest/mf-manifest.json' } }),
    );
    renameSync(`${configFile}.tmp`, configFile);
    try {
      expect(await (await fetch(`${base}/hall-of-fame`)).text()).not.toContain('rel="preload"');
    } finally {
      writeFileSync(`${configFile}.tmp`, '{}');
      renameSync(`${configFile}.tmp`, configFile);
    }
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
    const { server, base } = await listen(app);
    try {
      const res = await fetch(`${base}/hall-of-fame`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/build-frontends/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(rootDir, { recursive: true, force: true });
    }
  });
});

describe('build files answered from memory (replayed replies)', () => {
  let rootDir: string;
  let server: Server;
  let base: string;
  const get = async (file: string, acceptEncoding: string) => {
    const res = await fetch(`${base}${file}`, { headers: { 'accept-encoding': acceptEncoding } });
    return { status: res.status, encoding: res.headers.get('content-encoding'), body: await res.text() };
  };

  beforeAll(async () => {
    rootDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-frontends-replay-'));
    writeFiles(rootDir, {
      'shell/dist/index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      'shell/dist/chunk.89abcdef.js': 'chunk v1',
      'shell/dist/main.js': 'main v1',
      'mfe-contest/dist/remoteEntry.js': 'entry v1',
      'mfe-contest/dist/route-x.01234567.js': 'route v1',
      'mfe-contest/dist/workers/verify.0a1b2c3d.js': 'worker v1',
    });
    writeFileSync(path.join(rootDir, 'shell/dist/chunk.89abcdef.js.br'), brotliCompressSync('chunk v1'));
    writeFileSync(path.join(rootDir, 'shell/dist/chunk.89abcdef.js.gz'), gzipSync('chunk v1'));
    const app = new Koa();
    app.use(replayedReplies({ logger: createLogger({ logLevel: 'silent', nodeEnv: 'test' }) }));
    mountFrontends(app, { rootDir, runtimeConfig: () => ({}) });
    ({ server, base } = await listen(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(rootDir, { recursive: true, force: true });
  });

  it('answers a content-hashed file again from memory, in the encoding each client accepts', async () => {
    expect(await get('/chunk.89abcdef.js', 'gzip, deflate, br')).toEqual({
      status: 200,
      encoding: 'br',
      body: 'chunk v1',
    });
    expect(await get('/chunk.89abcdef.js', 'gzip')).toEqual({ status: 200, encoding: 'gzip', body: 'chunk v1' });
    for (const name of ['chunk.89abcdef.js', 'chunk.89abcdef.js.br', 'chunk.89abcdef.js.gz'])
      rmSync(path.join(rootDir, 'shell/dist', name));
    // The file is gone from disk: what was sent is sent again, per encoding; an encoding never sent is read (and missing).
    expect(await get('/chunk.89abcdef.js', 'br;q=1, gzip;q=0.5')).toEqual({
      status: 200,
      encoding: 'br',
      body: 'chunk v1',
    });
    expect(await get('/chunk.89abcdef.js', 'gzip, deflate')).toEqual({
      status: 200,
      encoding: 'gzip',
      body: 'chunk v1',
    });
    expect((await get('/chunk.89abcdef.js', 'identity')).status).toBe(404);
  });

  it("reads entry files and a remote's worker again on every request: a deploy shows at once", async () => {
    const files = {
      '/main.js': 'shell/dist/main.js',
      '/mfe/contest/remoteEntry.js': 'mfe-contest/dist/remoteEntry.js',
      '/mfe/contest/workers/verify.0a1b2c3d.js': 'mfe-contest/dist/workers/verify.0a1b2c3d.js',
    };
    for (const url of Object.keys(files)) expect((await get(url, 'identity')).body).toMatch(/v1$/);
    for (const file of Object.values(files)) writeFileSync(path.join(rootDir, file), 'v2');
    for (const url of Object.keys(files)) expect((await get(url, 'identity')).body).toBe('v2');
    // A remote's hashed chunk is replayed like the shell's.
    expect((await get('/mfe/contest/route-x.01234567.js', 'identity')).body).toBe('route v1');
    writeFileSync(path.join(rootDir, 'mfe-contest/dist/route-x.01234567.js'), 'changed under its name');
    expect((await get('/mfe/contest/route-x.01234567.js', 'identity')).body).toBe('route v1');
  });
});

describe('cached pages answered from memory (replayed replies)', () => {
  let rootDir: string;
  let configFile: string;
  let server: Server;
  let base: string;
  /** The data the views are rendered from: a new version means a new view for every page. */
  let dataVersion = 1;
  let decorations = 0;
  let renders = 0;
  let failDecoration = false;
  const views = new Map<string, RenderedFirstView>();
  /** As the page renderer: the first ask of a page and version renders, later asks hand out the cached view. */
  const firstView = async (url: string): Promise<FirstViewOutcome> => {
    const key = `${url} ${dataVersion}`;
    const cached = views.get(key);
    if (cached) return { view: cached };
    const view: RenderedFirstView = {
      kind: 'rendered',
      html: `<main>${url} at version ${dataVersion}</main>`,
      complete: true,
      degraded: [],
      cached: false,
      timings: { reads: 1, render: 1, css: 0, total: 2 },
    };
    renders += 1;
    views.set(key, Object.freeze({ ...view, cached: true }));
    return { view };
  };
  const cachedFirstView = async (url: string) => views.get(`${url} ${dataVersion}`);
  /** node:http, not fetch: fetch sends its own Host. */
  const page = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; firstView: string | undefined; body: string }>((resolve, reject) => {
      get(`${base}${url}`, { headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode!,
            firstView: res.headers['x-first-view'] as string | undefined,
            body: (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString(),
          });
        });
      }).on('error', reject);
    });

  beforeAll(async () => {
    rootDir = mkdtempSync(path.join(os.tmpdir(), 'nacho-frontends-pages-'));
    configFile = path.join(rootDir, 'runtime-config.json');
    writeFiles(rootDir, {
      'shell/dist/index.html':
        '<!doctype html><html><head><title>t</title><link rel=preload as=script href=/main.js><link rel=preload as=script href=/shared.0123abcd.js></head><body><div id="root"></div><script defer src=/main.js></script></body></html>',
      'runtime-config.json': '{}',
    });
    const app = new Koa();
    app.use(replayedReplies({ logger: createLogger({ logLevel: 'silent', nodeEnv: 'test' }) }));
    mountFrontends(app, {
      rootDir,
      runtimeConfig: runtimeConfigFromEnv({ RUNTIME_CONFIG_FILE: configFile }),
      firstView,
      cachedFirstView,
      decoratePage: async (ctx, html) => {
        decorations += 1;
        if (failDecoration) throw new Error('the contest API did not answer');
        return html.replace('<title>t</title>', `<title>${ctx.host}${ctx.path}</title>`);
      },
    });
    ({ server, base } = await listen(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(rootDir, { recursive: true, force: true });
  });

  it('sends a cached page again without building it, and builds it anew once its data changed', async () => {
    expect((await page('/nft/1')).firstView).toBe('rendered');
    const cached = await page('/nft/1');
    expect(cached.firstView).toBe('cached');
    const built = decorations;
    const replayed = await page('/nft/1');
    expect(replayed).toEqual(cached);
    expect(decorations).toBe(built);

    dataVersion += 1;
    const rendersBefore = renders;
    const fresh = await page('/nft/1');
    // The replay's check only looked at the cache: the full path rendered the page, and says so.
    expect(fresh.firstView).toBe('rendered');
    expect(fresh.body).toContain(`/nft/1 at version ${dataVersion}`);
    expect(renders).toBe(rendersBefore + 1);
    expect(decorations).toBe(built + 1);
  });

  it('builds the page anew when the runtime config or the shell changed, at the next request', async () => {
    await page('/traits');
    await page('/traits');
    const built = decorations;
    await page('/traits');
    expect(decorations).toBe(built);

    writeFileSync(configFile, JSON.stringify({ apiBase: 'https://api.example.org' }));
    await page('/traits');
    expect(decorations).toBe(built + 1);
    const withConfig = await page('/traits');
    expect(withConfig.body).toContain('https://api.example.org');
    expect(decorations).toBe(built + 1);

    writeFileSync(
      path.join(rootDir, 'shell/dist/index.html'),
      '<!doctype html><html lang=en><head><title>t</title><link rel=preload as=script href=/main.js><link rel=preload as=script href=/shared.0123abcd.js></head><body><div id="root"></div><script defer src=/main.js></script></body></html>',
    );
    const newShell = await page('/traits');
    expect(newShell.body).toContain('<html lang=en>');
    expect(decorations).toBe(built + 2);
  });

  it('keeps the desktop and the phone form of a page apart (Vary: Sec-CH-UA-Mobile), and the Host it was asked at', async () => {
    await page('/wallet/a', { 'sec-ch-ua-mobile': '?0' });
    const desktop = await page('/wallet/a', { 'sec-ch-ua-mobile': '?0' });
    const phone = await page('/wallet/a', { 'sec-ch-ua-mobile': '?1' });
    expect(desktop.body).not.toBe(phone.body);
    expect(await page('/wallet/a', { 'sec-ch-ua-mobile': '?1' })).toEqual(phone);
    expect(await page('/wallet/a', { 'sec-ch-ua-mobile': '?0' })).toEqual(desktop);
    const elsewhere = await page('/wallet/a', { 'sec-ch-ua-mobile': '?0', host: 'mirror.example' });
    expect(elsewhere.body).toContain('<title>mirror.example/wallet/a</title>');
    expect(desktop.body).not.toContain('mirror.example');
  });

  it('never replays a page whose preview tags failed: the next request builds it again', async () => {
    await page('/activity');
    failDecoration = true;
    try {
      await page('/activity');
      const built = decorations;
      await page('/activity');
      expect(decorations).toBe(built + 1);
    } finally {
      failDecoration = false;
    }
  });
});
