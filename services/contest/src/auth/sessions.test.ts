import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { eachDatabase } from '@nacho/db/testing';
import {
  cleanupExpiredSessions,
  type Redis,
  createApp,
  createLogger,
  endUserSession,
  sessionSetup,
  SESSION_MAX_AGE_MS,
  startUserSession,
  type Db,
} from '@nacho/core';
import {
  cookieClient,
  deleteMatchingKeys,
  describeWithRedis,
  jsonOf,
  testConfig,
  testRedisForSuite,
} from '@nacho/core/testing';

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);

/** A tiny app over the real session setup: sign in as a users row, sign out, ask who is signed in. */
function startTestApp(opts: {
  db: Db;
  redis?: Redis;
  keys?: string[];
  env?: Record<string, string>;
  now?: () => number;
  redisKeyPrefix?: string;
}) {
  const config = testConfig({
    ADMIN_WALLETS: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
    ...opts.env,
  });
  const router = new Router({ prefix: '/api/t' });
  router.post('/sign-in/:id', async (ctx) => {
    await startUserSession(ctx, ctx.params.id!, config.nodeEnv === 'production');
    ctx.body = { ok: true };
  });
  router.post('/admin', async (ctx) => {
    await ctx.session.regenerate();
    ctx.session.adminUntil = (opts.now ?? Date.now)() + 60_000;
    ctx.body = { ok: true };
  });
  router.post('/sign-out', (ctx) => {
    endUserSession(ctx);
    ctx.status = 204;
  });
  router.get('/whoami', (ctx) => {
    ctx.body = { user: ctx.state.user ?? null, isAdmin: ctx.state.isAdmin ?? false };
  });
  const app = createApp({
    config,
    logger: createLogger(config),
    db: opts.db,
    routers: [router],
    session: sessionSetup({
      config,
      db: opts.db,
      redis: opts.redis,
      keys: opts.keys ?? [KEY_A],
      now: opts.now,
      redisKeyPrefix: opts.redisKeyPrefix,
    }),
  });
  const server: Server = app.listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function insertUser(db: Db, fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await db('users').insert({ id, created_at: 1_700_000_000_000, updated_at: 1_700_000_000_000, ...fields });
  return id;
}

const whoami = async (c: ReturnType<typeof cookieClient>) => jsonOf(await c.fetch('/api/t/whoami'));

function sessionBehaviour(
  setup: () => { db: Db; redis?: Redis; storedSessions: () => Promise<number>; prefix?: string },
) {
  it('signs in under a new session id, keeps the user across requests and destroys the session at sign-out', async () => {
    const { db, redis, storedSessions, prefix } = setup();
    const app = startTestApp({ db, redis, redisKeyPrefix: prefix });
    try {
      const id = await insertUser(db, {
        kaspa_address: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
      });
      const browser = cookieClient(app.base);
      expect(await whoami(browser)).toEqual({ user: null, isAdmin: false });
      expect(browser.cookies.size).toBe(0); // an anonymous visit stores nothing
      expect(await storedSessions()).toBe(0);

      // A session that exists before sign-in (planted or left over) must not survive it.
      await browser.post('/api/t/admin');
      const before = browser.cookies.get('nacho.sid');
      expect(before).toBeTruthy();
      const res = await browser.post(`/api/t/sign-in/${id}`);
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nacho.sid='))!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/secure/i);
      expect(browser.cookies.get('nacho.sid')).not.toBe(before);
      expect(await storedSessions()).toBe(1);

      const me = await whoami(browser);
      expect(me.user).toEqual({
        id,
        displayName: 'kaspa:qrun…fjpa',
        address: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
        method: 'wallet',
        createdAt: 1_700_000_000_000,
      });
      expect(me.isAdmin).toBe(true); // an ADMIN_WALLETS address

      const saved = browser.cookieHeader();
      expect((await browser.post('/api/t/sign-out')).status).toBe(204);
      expect(browser.cookies.size).toBe(0);
      expect(await storedSessions()).toBe(0);
      const replay = await jsonOf(await fetch(`${app.base}/api/t/whoami`, { headers: { cookie: saved } }));
      expect(replay).toEqual({ user: null, isAdmin: false });
    } finally {
      await app.close();
    }
  });

  it('ignores a cookie whose signature does not verify, and verifies with every configured key', async () => {
    const { db, redis, prefix } = setup();
    const id = await insertUser(db, {
      first_name: 'Ada',
      last_name: 'L',
      oidc_subject: `https://id.example#${randomUUID()}`,
    });
    const oldApp = startTestApp({ db, redis, keys: [KEY_A], redisKeyPrefix: prefix });
    const browser = cookieClient(oldApp.base);
    await browser.post(`/api/t/sign-in/${id}`);
    const signedWithA = browser.cookieHeader();
    await oldApp.close();

    // Rotation: B now signs, A still verifies.
    const rotated = startTestApp({ db, redis, keys: [KEY_B, KEY_A], redisKeyPrefix: prefix });
    const onlyB = startTestApp({ db, redis, keys: [KEY_B], redisKeyPrefix: prefix });
    try {
      const viaRotated = await jsonOf(
        await fetch(`${rotated.base}/api/t/whoami`, { headers: { cookie: signedWithA } }),
      );
      expect(viaRotated.user).toMatchObject({ id, displayName: 'Ada L', method: 'oidc', address: null });
      const viaOnlyB = await jsonOf(await fetch(`${onlyB.base}/api/t/whoami`, { headers: { cookie: signedWithA } }));
      expect(viaOnlyB.user).toBeNull();
      const forged = signedWithA.replace(/nacho\.sid=[^;]+/, 'nacho.sid=someone-elses-id');
      expect(
        (await jsonOf(await fetch(`${rotated.base}/api/t/whoami`, { headers: { cookie: forged } }))).user,
      ).toBeNull();
    } finally {
      await rotated.close();
      await onlyB.close();
    }
  });

  it('makes an admin session from the adminUntil grant until it runs out', async () => {
    const { db, redis, prefix } = setup();
    let now = Date.now();
    const app = startTestApp({ db, redis, now: () => now, redisKeyPrefix: prefix });
    try {
      const browser = cookieClient(app.base);
      await browser.post('/api/t/admin');
      expect(await whoami(browser)).toEqual({ user: null, isAdmin: true });
      now += 61_000;
      expect(await whoami(browser)).toEqual({ user: null, isAdmin: false });
    } finally {
      await app.close();
    }
  });
}

eachDatabase('sessions in the database', (ctx) => {
  sessionBehaviour(() => ({
    db: ctx.db(),
    storedSessions: async () => Number((await ctx.db()('sessions').count({ n: '*' }))[0]!.n),
  }));

  beforeEach(async () => {
    await ctx.db()('sessions').del();
  });

  it('stores the session with a 30-day expiry, leaves it alone on ordinary requests and renews it once half of it has passed', async () => {
    const db = ctx.db();
    const app = startTestApp({ db });
    try {
      const id = await insertUser(db, { first_name: 'Demo voter', last_name: 'ab12' });
      const browser = cookieClient(app.base);
      const signedInAt = Date.now();
      await browser.post(`/api/t/sign-in/${id}`);
      const first = Number((await db('sessions').first('expire'))!.expire);
      expect(first).toBeGreaterThanOrEqual(signedInAt + SESSION_MAX_AGE_MS);

      // An ordinary request signs no cookie and writes nothing.
      const plain = await browser.fetch('/api/t/whoami');
      expect((await jsonOf(plain)).user).toMatchObject({ id, displayName: 'Demo voter ab12', method: 'demo' });
      expect(plain.headers.getSetCookie()).toEqual([]);
      expect(Number((await db('sessions').first('expire'))!.expire)).toBe(first);

      // Ten days left of thirty (koa-session keeps its own expiry in the stored session): renewed for thirty more.
      const row = (await db('sessions').first('sid', 'sess'))!;
      const tenDaysLeft = Date.now() + 10 * 86_400_000;
      await db('sessions')
        .where({ sid: row.sid })
        .update({
          sess: JSON.stringify({ ...JSON.parse(row.sess as string), _expire: tenDaysLeft }),
          expire: tenDaysLeft,
        });
      const renewing = await browser.fetch('/api/t/whoami');
      expect((await jsonOf(renewing)).user).toMatchObject({ id });
      expect(renewing.headers.getSetCookie().some((c) => c.startsWith('nacho.sid='))).toBe(true);
      expect(Number((await db('sessions').first('expire'))!.expire)).toBeGreaterThanOrEqual(
        signedInAt + SESSION_MAX_AGE_MS,
      );
    } finally {
      await app.close();
    }
  });

  it('does not serve an expired row and the cleanup removes expired rows only', async () => {
    const db = ctx.db();
    const app = startTestApp({ db });
    try {
      const id = await insertUser(db, {});
      const browser = cookieClient(app.base);
      await browser.post(`/api/t/sign-in/${id}`);
      await db('sessions').insert({ sid: 'still-valid', sess: '{}', expire: Date.now() + 60_000 });
      await db('sessions')
        .whereNot({ sid: 'still-valid' })
        .update({ expire: Date.now() - 1 });
      expect((await whoami(browser)).user).toBeNull();
      expect(await cleanupExpiredSessions(db)).toBe(1);
      expect((await db('sessions').select('sid')).map((r) => r.sid)).toEqual(['still-valid']);
    } finally {
      await app.close();
    }
  });

  it('sets Secure and the __Host- name in production, and refuses sign-in over plain http to another host', async () => {
    const db = ctx.db();
    const env = { NODE_ENV: 'production', SESSION_KEYS: KEY_A, CONTEST_SIGNING_KEY: 'cd'.repeat(32) };
    const app = startTestApp({ db, env });
    try {
      const id = await insertUser(db, {});
      // http://localhost: browsers keep Secure cookies there, so the local stack works.
      const local = cookieClient(app.base.replace('127.0.0.1', 'localhost'));
      const res = await local.post(`/api/t/sign-in/${id}`);
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-nacho.sid='))!;
      expect(cookie).toMatch(/;\s*secure/i);
      expect(cookie).toMatch(/path=\//i);

      const port = new URL(app.base).port;
      // fetch cannot set Host: a raw request names another host.
      const remote = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${app.base}/api/t/sign-in/${id}`, {
          method: 'POST',
          headers: {
            Origin: `http://nacho.example:${port}`,
            Host: `nacho.example:${port}`,
            'Content-Type': 'application/json',
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(remote.status).toBe(400);
      expect(JSON.parse(remote.body).error.code).toBe('https_required');
    } finally {
      await app.close();
    }
  });
});

describeWithRedis('sessions in Redis', () => {
  eachDatabase('with users in the database', (ctx) => {
    const prefix = `nacho-test:sess:${randomUUID()}:`;
    const testRedis = testRedisForSuite(`${prefix}*`);
    beforeEach(() => deleteMatchingKeys(testRedis(), `${prefix}*`));

    sessionBehaviour(() => ({
      db: ctx.db(),
      redis: testRedis(),
      prefix,
      storedSessions: async () => (await testRedis().keys(`${prefix}*`)).length,
    }));

    it('keeps the session with a TTL of about 30 days and nothing in the sessions table', async () => {
      const db = ctx.db();
      const redis = testRedis();
      const app = startTestApp({ db, redis, redisKeyPrefix: prefix });
      try {
        const id = await insertUser(db, {});
        const browser = cookieClient(app.base);
        await browser.post(`/api/t/sign-in/${id}`);
        const [key] = await redis.keys(`${prefix}*`);
        const ttl = await redis.pttl(key!);
        expect(ttl).toBeGreaterThan(SESSION_MAX_AGE_MS - 60_000);
        expect(ttl).toBeLessThanOrEqual(SESSION_MAX_AGE_MS + 10_000);
        expect(Number((await db('sessions').count({ n: '*' }))[0]!.n)).toBe(0);
      } finally {
        await app.close();
      }
    });
  });
});
