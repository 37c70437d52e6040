import { request } from 'node:http';
import Router from '@koa/router';
import { z } from 'zod';
import { createDb } from '../db';
import { createLogger } from '../logger';
import { jsonOf, listenForTest, sameOriginJson, serveTestApp, testConfig, type TestApp } from '../testing';
import { createApp, instanceName } from './app';
import { badRequest, parseInput } from './errors';
// ctx.request.body's type: the app factory's body parser declares it (this file sees app.ts only as its .d.ts).
import type {} from '@koa/bodyparser';

describe('createApp', () => {
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    const router = new Router({ prefix: '/api/demo' });
    router.get('/boom', () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    router.get('/bad', () => {
      throw badRequest('tokenId must be a whole number', 'invalid_token_id');
    });
    router.get('/items', (ctx) => {
      const q = parseInput(z.object({ limit: z.coerce.number().int().max(50) }), ctx.query);
      ctx.body = { limit: q.limit };
    });
    router.post('/echo', (ctx) => {
      ctx.body = { got: ctx.request.body };
    });
    app = await serveTestApp({ routers: [router] });
    base = app.base;
  });

  afterAll(() => app.close());

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await jsonOf(health)).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(await jsonOf(ready)).toEqual({ status: 'ready' });
  });

  it('gives every response a request id and keeps a well-formed incoming one', async () => {
    const generated = await Promise.all([fetch(`${base}/healthz`), fetch(`${base}/healthz`)]);
    const ids = generated.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    expect(ids[0]).not.toBe(ids[1]);
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'edge-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-12345678');
    const replaced = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id<script>');
  });

  it("sets helmet's security headers, a CSP that loads nothing and a same-origin resource policy", async () => {
    const res = await fetch(`${base}/api/demo/items?limit=1`);
    const headers = Object.fromEntries(res.headers);
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    // Either one moves a page opened in a new tab to another renderer process (security-headers.ts).
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(res.headers.get('origin-agent-cluster')).toBeNull();
  });

  it('keeps the security headers on error answers', async () => {
    const res = await fetch(`${base}/api/demo/boom`);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a method a path does not have with a JSON 405 naming the allowed ones', async () => {
    const res = await fetch(`${base}/api/demo/items`, { method: 'PUT', headers: sameOriginJson(base), body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('HEAD, GET');
    expect(await jsonOf(res)).toEqual({
      error: { code: 'method_not_allowed', message: 'PUT is not supported here; use HEAD, GET' },
    });
  });

  it('answers a method no route implements with a JSON 501', async () => {
    const res = await fetch(`${base}/api/demo/items`, { method: 'PROPFIND' });
    expect(res.status).toBe(501);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await jsonOf(res)).error.code).toBe('not_implemented');
  });

  it('answers a 10 MB body with 413 payload_too_large', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${base}/api/demo/echo`,
        { method: 'POST', headers: { ...sameOriginJson(base), 'content-length': String(10 * 1024 * 1024) } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      // The server answers before reading the whole body; the rest of the upload may be cut off.
      req.on('error', (err) =>
        (err as NodeJS.ErrnoException).code === 'EPIPE' || (err as NodeJS.ErrnoException).code === 'ECONNRESET'
          ? undefined
          : reject(err),
      );
      req.end(Buffer.alloc(10 * 1024 * 1024, 0x20));
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is larger than 64kb' },
    });
  });

  it('turns an unexpected error into a JSON 500 without internals', async () => {
    const res = await fetch(`${base}/api/demo/boom`);
    expect(res.status).toBe(500);
    const body = await jsonOf(res);
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('/srv/app.js');
  });

  it('passes HttpErrors through as {error:{code,message}}', async () => {
    const res = await fetch(`${base}/api/demo/bad`);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({
      error: { code: 'invalid_token_id', message: 'tokenId must be a whole number' },
    });
  });

  it('names the invalid field from a zod schema', async () => {
    const res = await fetch(`${base}/api/demo/items?limit=500`);
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(/^limit: /);
  });

  it('rejects malformed JSON bodies with a 400', async () => {
    const res = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: sameOriginJson(base), body: '{"a":' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error.code).toBe('invalid_json');
  });

  it('refuses mutations without the site Origin (403) and bodies that are not JSON (415)', async () => {
    const noOrigin = await fetch(`${base}/api/demo/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noOrigin.status).toBe(403);
    expect((await jsonOf(noOrigin)).error.code).toBe('origin_required');
    const foreign = await fetch(`${base}/api/demo/echo`, {
      method: 'POST',
      headers: { ...sameOriginJson(base), Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect((await jsonOf(foreign)).error.code).toBe('origin_not_allowed');
    const form = await fetch(`${base}/api/demo/echo`, {
      method: 'POST',
      headers: { Origin: new URL(base).origin, 'content-type': 'text/plain' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    const ok = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: sameOriginJson(base), body: '{"a":1}' });
    expect(ok.status).toBe(200);
    const noBody = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: { Origin: new URL(base).origin } });
    expect(noBody.status).not.toBe(415);
  });

  it('lets configured extra origins mutate', async () => {
    const config = testConfig({ ALLOWED_ORIGINS: 'https://shell.example' });
    const router = new Router();
    router.post('/api/x', (ctx) => {
      ctx.body = { ok: true };
    });
    const extra = await serveTestApp({ config, routers: [router] });
    const res = await fetch(`${extra.base}/api/x`, { method: 'POST', headers: { Origin: 'https://shell.example' } });
    await extra.close();
    expect(res.status).toBe(200);
  });

  it('names the instance that answered in X-Instance, on successes and errors alike', async () => {
    const answers = await Promise.all(
      ['/healthz', '/api/demo/bad', '/api/demo/boom', '/api/nowhere'].map((p) => fetch(`${base}${p}`)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 400, 500, 404]);
    for (const res of answers) expect(res.headers.get('x-instance')).toBe(`app-${process.pid}`);
  });

  it('takes the instance name from INSTANCE_NAME, else the service name and PID', async () => {
    const config = testConfig({ INSTANCE_NAME: 'contest-2' });
    expect(config.instanceName).toBe('contest-2');
    const named = await listenForTest(
      createApp({ config, logger: createLogger(config), db: app.db, serviceName: 'contest' }),
    );
    const res = await fetch(`${named.base}/healthz`);
    await named.close();
    expect(res.headers.get('x-instance')).toBe('contest-2');
    expect(instanceName({}, 'nft')).toBe(`nft-${process.pid}`);
    expect(() => testConfig({ INSTANCE_NAME: 'bad name\r\nX-Evil: 1' })).toThrow(/INSTANCE_NAME/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).error).toEqual({
      code: 'not_found',
      message: 'No such endpoint: GET /api/nothing-here',
    });
  });

  it('reports not ready once the database is gone', async () => {
    const config = testConfig();
    const gone = createDb(config);
    await gone.destroy();
    const served = await listenForTest(createApp({ config, logger: createLogger(config), db: gone }));
    const res = await fetch(`${served.base}/readyz`);
    await served.close();
    expect(res.status).toBe(503);
    expect((await jsonOf(res)).error.code).toBe('not_ready');
  });
});
