import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import { createDb, type Db } from '../db';
import { createLogger } from '../logger';
import { listenForTest, testConfig } from '../testing';
import { acceptsGzip } from './accepts-gzip';
import { createApp } from './app';
import { notFound } from './errors';
import { markReplayable, replayedReplies } from './replayed-replies';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or other method) with exactly these headers: fetch would add Accept-Encoding of its own. */
function send(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutPerRequest = ({ 'x-request-id': _id, date: _date, ...rest }: IncomingHttpHeaders) => rest;

describe('replayed replies in the shared app', () => {
  let db: Db;
  let server: Server;
  let base: string;
  /** What the marked replies are built from; bumping it makes every recorded reply stale. */
  let generation = 1;
  /** Makes the checks that read fail (a database that does not answer). */
  let failChecks = false;
  const runs = new Map<string, number>();
  const ran = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1);
  const runsOf = (name: string) => runs.get(name) ?? 0;

  beforeAll(async () => {
    const config = testConfig();
    db = createDb(config);
    const router = new Router({ prefix: '/api/r' });
    router.get('/stats', (ctx) => {
      ran('stats');
      const built = generation;
      markReplayable(ctx, () => generation === built);
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.set('ETag', `"g${built}"`);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = Buffer.from(JSON.stringify({ generation: built, query: ctx.query }));
    });
    router.get('/encoded', (ctx) => {
      ran('encoded');
      markReplayable(ctx, () => true);
      ctx.vary('Accept-Encoding');
      const gzip = acceptsGzip(ctx);
      if (gzip) ctx.set('Content-Encoding', 'gzip');
      ctx.body = Buffer.from(gzip ? 'pretend-gzip' : 'plain');
    });
    router.get('/any-encoding', (ctx) => {
      ran('any-encoding');
      markReplayable(ctx, () => true);
      ctx.vary('Accept-Encoding');
      // As koa-send picks a build file's precompressed copy: brotli when accepted, else gzip.
      const encoding =
        ctx.acceptsEncodings('br', 'identity') === 'br'
          ? 'br'
          : ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
            ? 'gzip'
            : 'identity';
      if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
      ctx.body = Buffer.from(`pretend-${encoding}`);
    });
    router.get('/unmarked', (ctx) => {
      ran('unmarked');
      ctx.body = Buffer.from('x');
    });
    router.get('/missing', (ctx) => {
      ran('missing');
      markReplayable(ctx, () => true);
      throw notFound('No such thing');
    });
    router.get('/cookie', (ctx) => {
      ran('cookie');
      markReplayable(ctx, () => true);
      ctx.set('Set-Cookie', 'a=b');
      ctx.body = Buffer.from('x');
    });
    // As a page: its check reads (a promise), its bytes differ by a request header it names in Vary.
    router.get('/page', (ctx) => {
      ran('page');
      const built = generation;
      markReplayable(ctx, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        if (failChecks) throw new Error('the data version could not be read');
        return generation === built;
      });
      ctx.vary('Sec-CH-UA-Mobile');
      ctx.vary('Accept-Encoding');
      ctx.body = Buffer.from(`page g${built} mobile=${ctx.get('Sec-CH-UA-Mobile') || 'unsaid'} host=${ctx.host}`);
    });
    router.get('/vary-any', (ctx) => {
      ran('vary-any');
      markReplayable(ctx, () => true);
      ctx.vary('*');
      ctx.body = Buffer.from('x');
    });
    router.get('/object', (ctx) => {
      ran('object');
      markReplayable(ctx, () => true);
      ctx.body = { made: 'per request' };
    });
    ({ server, base } = await listenForTest(
      createApp({ config, logger: createLogger(config), db, routers: [router] }),
    ));
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await db.destroy();
  });

  it('sends a marked reply again without running its handler: same status, headers and bytes, its own request id', async () => {
    const before = runsOf('stats');
    const first = await send(base, '/api/r/stats?a=1');
    const second = await send(base, '/api/r/stats?a=1');
    expect(runsOf('stats')).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    // The shared stack's headers are part of the recording.
    expect(second.headers).toMatchObject({
      'x-instance': expect.any(String),
      'x-content-type-options': 'nosniff',
      etag: '"g1"',
    });
    expect(second.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const kept = await send(base, '/api/r/stats?a=1', { 'x-request-id': 'edge-12345678' });
    expect(kept.headers['x-request-id']).toBe('edge-12345678');
    expect(runsOf('stats')).toBe(before + 1);
  });

  it('keys replies by the exact URL: another query string runs the handler', async () => {
    await send(base, '/api/r/stats?a=2');
    const before = runsOf('stats');
    const other = await send(base, '/api/r/stats?a=3');
    expect(runsOf('stats')).toBe(before + 1);
    expect(JSON.parse(other.body.toString()).query).toEqual({ a: '3' });
  });

  it('stops replaying once the state the reply was built from is gone', async () => {
    await send(base, '/api/r/stats?b=1');
    generation += 1;
    const before = runsOf('stats');
    const fresh = await send(base, '/api/r/stats?b=1');
    expect(runsOf('stats')).toBe(before + 1);
    expect(JSON.parse(fresh.body.toString()).generation).toBe(generation);
    expect(fresh.headers.etag).toBe(`"g${generation}"`);
    await send(base, '/api/r/stats?b=1');
    expect(runsOf('stats')).toBe(before + 1);
  });

  it('keeps the gzip and the identity reply of one URL apart', async () => {
    const gzip = await send(base, '/api/r/encoded', { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await send(base, '/api/r/encoded', { 'accept-encoding': 'identity' });
    const none = await send(base, '/api/r/encoded');
    const gzipAgain = await send(base, '/api/r/encoded', { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' });
    expect(gzip.body.toString()).toBe('pretend-gzip');
    expect(gzipAgain.body.toString()).toBe('pretend-gzip');
    expect(gzipAgain.headers['content-encoding']).toBe('gzip');
    expect(plain.body.toString()).toBe('plain');
    expect(none.body.toString()).toBe('plain');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(runsOf('encoded')).toBe(2);
  });

  it('never replays a brotli reply to a client that does not accept brotli', async () => {
    const both = await send(base, '/api/r/any-encoding', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await send(base, '/api/r/any-encoding', { 'accept-encoding': 'gzip, deflate' });
    const brotli = await send(base, '/api/r/any-encoding', { 'accept-encoding': 'br' });
    const bothAgain = await send(base, '/api/r/any-encoding', { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' });
    const gzipAgain = await send(base, '/api/r/any-encoding', { 'accept-encoding': 'gzip' });
    const plain = await send(base, '/api/r/any-encoding', { 'accept-encoding': 'identity' });
    expect([both, gzip, brotli, bothAgain, gzipAgain, plain].map((r) => r.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      'br',
      'br',
      'gzip',
      undefined,
    ]);
    expect(gzipAgain.body.toString()).toBe('pretend-gzip');
    // br and gzip, gzip alone, br alone, neither: four keys; the repeats were replayed.
    expect(runsOf('any-encoding')).toBe(4);
  });

  it('awaits a check that reads: replays while it answers true, takes the full path once it answers false or fails', async () => {
    const before = runsOf('page');
    const first = await send(base, '/api/r/page?d=1');
    const replayed = await send(base, '/api/r/page?d=1');
    expect(runsOf('page')).toBe(before + 1);
    expect(replayed.body.equals(first.body)).toBe(true);

    generation += 1;
    const fresh = await send(base, '/api/r/page?d=1');
    expect(runsOf('page')).toBe(before + 2);
    expect(fresh.body.toString()).toContain(`page g${generation} `);

    failChecks = true;
    try {
      const unchecked = await send(base, '/api/r/page?d=1');
      expect(unchecked.status).toBe(200);
      expect(runsOf('page')).toBe(before + 3);
    } finally {
      failChecks = false;
    }
    await send(base, '/api/r/page?d=1');
    expect(runsOf('page')).toBe(before + 3);
  });

  it("keeps a reply's variants apart by the request headers its Vary names, each replayed to its own", async () => {
    const before = runsOf('page');
    const ask = (mobile?: string) =>
      send(base, '/api/r/page?e=1', mobile === undefined ? {} : { 'sec-ch-ua-mobile': mobile });
    const desktop = await ask('?0');
    const phone = await ask('?1');
    const unsaid = await ask();
    expect([desktop, phone, unsaid].map((r) => r.body.toString().split(' ')[2])).toEqual([
      'mobile=?0',
      'mobile=?1',
      'mobile=unsaid',
    ]);
    expect(runsOf('page')).toBe(before + 3);
    const again = [await ask('?1'), await ask(), await ask('?0')];
    expect(again.map((r) => r.body.toString())).toEqual([phone, unsaid, desktop].map((r) => r.body.toString()));
    expect(runsOf('page')).toBe(before + 3);
  });

  it('keys replies by the origin too: the same path asked at another Host runs the handler', async () => {
    const before = runsOf('page');
    const here = await send(base, '/api/r/page?f=1', { host: 'explorer.example' });
    const there = await send(base, '/api/r/page?f=1', { host: 'mirror.example' });
    expect(here.body.toString()).toContain('host=explorer.example');
    expect(there.body.toString()).toContain('host=mirror.example');
    await send(base, '/api/r/page?f=1', { host: 'mirror.example' });
    expect(runsOf('page')).toBe(before + 2);
  });

  it.each([
    ['an unmarked reply', 'unmarked', '/api/r/unmarked', {}, 'GET'],
    ['an error', 'missing', '/api/r/missing', {}, 'GET'],
    ['a reply that sets a cookie', 'cookie', '/api/r/cookie', {}, 'GET'],
    ['a body that is not bytes', 'object', '/api/r/object', {}, 'GET'],
    ['a reply that varies by anything (Vary: *)', 'vary-any', '/api/r/vary-any', {}, 'GET'],
    ['a conditional request', 'stats', '/api/r/stats?c=1', { 'if-none-match': '"g0"' }, 'GET'],
    ['a HEAD request', 'stats', '/api/r/stats?c=2', {}, 'HEAD'],
  ])('takes the full path every time for %s', async (_case, name, path, headers, method) => {
    const before = runsOf(name);
    const first = await send(base, path, headers, method);
    const second = await send(base, path, headers, method);
    expect(runsOf(name)).toBe(before + 2);
    expect(second.status).toBe(first.status);
  });
});

describe('replayedReplies', () => {
  it('holds at most maxBytes, forgetting the least recently used reply first', async () => {
    const config = testConfig();
    const runs: string[] = [];
    const app = new Koa();
    app.use(replayedReplies({ logger: createLogger(config), maxBytes: 1500 }));
    app.use((ctx) => {
      runs.push(ctx.path);
      markReplayable(ctx, () => true);
      ctx.body = Buffer.alloc(600, ctx.path);
    });
    const { server, base } = await listenForTest(app);
    try {
      for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await send(base, path);
      // /c pushed out /b (used less recently than /a); /a stayed replayable throughout.
      expect(runs).toEqual(['/a', '/b', '/c', '/b']);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
