import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Router from '@koa/router';
import { z } from 'zod';
import { createDb, type Db } from '../db';
import { createLogger } from '../logger';
import { jsonOf, sameOriginJson, testConfig } from '../testing';
import { createApp } from './app';
import { badRequest, parseInput } from './errors';

describe('createApp', () => {
  let db: Db;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const config = testConfig();
    db = createDb(config);
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
    const app = createApp({ config, logger: createLogger(config), db, routers: [router] });
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await db.destroy();
  });

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await jsonOf(health)).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(await jsonOf(ready)).toEqual({ status: 'ready' });
  });

  it('gives every response a request id and keeps a well-formed incoming one', async () => {
    const generated = await fetch(`${base}/healthz`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'edge-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-12345678');
    const replaced = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id<script>');
  });

  it('sets security headers', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
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
    expect(await jsonOf(res)).toEqual({ error: { code: 'invalid_token_id', message: 'tokenId must be a whole number' } });
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
    const noOrigin = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noOrigin.status).toBe(403);
    expect((await jsonOf(noOrigin)).error.code).toBe('origin_required');
    const foreign = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: { ...sameOriginJson(base), Origin: 'https://evil.example' }, body: '{}' });
    expect(foreign.status).toBe(403);
    expect((await jsonOf(foreign)).error.code).toBe('origin_not_allowed');
    const form = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: { Origin: new URL(base).origin, 'content-type': 'text/plain' }, body: 'a=1' });
    expect(form.status).toBe(415);
    const ok = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: sameOriginJson(base), body: '{"a":1}' });
    expect(ok.status).toBe(200);
    const noBody = await fetch(`${base}/api/demo/echo`, { method: 'POST', headers: { Origin: new URL(base).origin } });
    expect(noBody.status).not.toBe(415);
  });

  it('lets configured extra origins mutate', async () => {
    const config = testConfig({ ALLOWED_ORIGINS: 'https://shell.example' });
    const router = new Router();
    router.post('/api/x', (ctx) => { ctx.body = { ok: true }; });
    const app = createApp({ config, logger: createLogger(config), db: createDb(config), routers: [router] });
    const s = app.listen(0);
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/x`;
    const res = await fetch(url, { method: 'POST', headers: { Origin: 'https://shell.example' } });
    await new Promise((r) => s.close(r));
    expect(res.status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).error).toEqual({ code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' });
  });

  it('reports not ready once the database is gone', async () => {
    const config = testConfig();
    const gone = createDb(config);
    await gone.destroy();
    const app = createApp({ config, logger: createLogger(config), db: gone });
    const s = app.listen(0);
    const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/readyz`);
    await new Promise((r) => s.close(r));
    expect(res.status).toBe(503);
    expect((await jsonOf(res)).error.code).toBe('not_ready');
  });
});
