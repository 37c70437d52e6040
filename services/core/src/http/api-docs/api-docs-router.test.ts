import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveTestApp, type TestApp } from '../../testing';
import { createApiDocsRouter } from './api-docs-router';
import { API_DOCS_CONTENT_SECURITY_POLICY } from './content-security-policy';
import { scalarStandaloneBundle } from './renderer-bundle';

/** The raw bytes and headers of a GET (fetch would decode the body). */
function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('GET /api/docs, the API reference page', () => {
  let app: TestApp;
  const standalone = readFileSync(
    path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'),
  );

  beforeAll(async () => {
    app = await serveTestApp({ routers: [createApiDocsRouter()] });
  });
  afterAll(() => app.close());

  it('is an HTML page under its own policy: its own scripts only, no eval, fetches to the site only', async () => {
    for (const pagePath of ['/api/docs', '/api/docs/']) {
      const res = await fetch(`${app.base}${pagePath}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(API_DOCS_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      await res.text();
    }
    const policy = directives(API_DOCS_CONTENT_SECURITY_POLICY);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('loads two same-origin scripts and links the three documents for readers without JavaScript', async () => {
    const html = await (await fetch(`${app.base}/api/docs`)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      '/api/docs/boot.js',
      expect.stringMatching(/^\/api\/docs\/scalar-api-reference-\d+\.\d+\.\d+\.js$/),
    ]);
    expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
    for (const url of ['/api/nft/openapi.json', '/api/market/openapi.json', '/api/contest/openapi.json'])
      expect(html).toContain(`href="${url}"`);
  });

  it('boots the renderer read-only on the three documents, with nothing fetched from another origin', async () => {
    const res = await fetch(`${app.base}/api/docs/boot.js`);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    let configuration: Record<string, unknown> | undefined;
    const scope = {
      document: { addEventListener: (_type: string, listener: () => void) => listener() },
      Scalar: { createApiReference: (_selector: string, given: Record<string, unknown>) => (configuration = given) },
    };
    new Function('globalThis', script)(scope);
    expect(scope).toMatchObject({ __zod_globalConfig: { jitless: true } });
    expect(configuration).toMatchObject({
      sources: [
        { slug: 'nft', url: '/api/nft/openapi.json', default: true },
        { slug: 'market', url: '/api/market/openapi.json' },
        { slug: 'contest', url: '/api/contest/openapi.json' },
      ],
      hideClientButton: true,
      hideTestRequestButton: true,
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
    });
  });

  it('serves the renderer bundle as installed (its vendored copy), compressed for browsers that accept it, cached for good', async () => {
    const html = await (await fetch(`${app.base}/api/docs`)).text();
    const bundleUrl = `${app.base}${/src="(\/api\/docs\/scalar-[^"]+)"/.exec(html)![1]}`;
    const br = await getRaw(bundleUrl, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).equals(standalone)).toBe(true);
    const gzip = await getRaw(bundleUrl, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(standalone)).toBe(true);
    const plain = await getRaw(bundleUrl, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(standalone)).toBe(true);
    // Brotli and gzip at quality 9 of 3.5 MB: about a second alone, several on a loaded machine.
  }, 30_000);

  it('names the command that copies the bundle when it was never copied', () => {
    expect(() => scalarStandaloneBundle(path.join(__dirname, 'no-such-folder'))).toThrow(
      /no Scalar bundle in .*no-such-folder: run "node scripts\/vendor-api-reference\.mjs"/,
    );
  });

  it('answers 404 for another version of the bundle', async () => {
    const res = await fetch(`${app.base}/api/docs/scalar-api-reference-0.0.1.js`);
    expect(res.status).toBe(404);
    await res.text();
  });
});
