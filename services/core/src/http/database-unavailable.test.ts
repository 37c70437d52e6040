import Router from '@koa/router';
import knex, { type Knex } from 'knex';
import { createDb, type Db } from '../db';
import {
  describeIfAvailable,
  freePort,
  jsonOf,
  postgresAvailability,
  serveTestApp,
  testConfig,
  TEST_PG_URL,
  type TestApp,
} from '../testing';

/** The routers on a test server with `db`, logs quiet unless DEBUG_LOG names a level. */
function serve(router: Router, db: Db): Promise<TestApp> {
  return serveTestApp({ routers: [router], db, config: testConfig({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }) });
}

describe('a database that cannot be reached', () => {
  it('answers 503 database_unavailable with Retry-After, not 500, when the server refuses connections', async () => {
    const db = createDb({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/nacho`, dataDir: '' });
    const router = new Router();
    router.post('/api/write', async (ctx) => {
      await db('users').insert({ id: 'x' });
      ctx.body = { ok: true };
    });
    const app = await serve(router, db);
    try {
      const res = await fetch(`${app.base}/api/write`, {
        method: 'POST',
        headers: { Origin: app.base, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await jsonOf(res)).error).toEqual({
        code: 'database_unavailable',
        message: 'The database is not reachable right now; try again in a few seconds.',
      });
      // The readiness probe says the same.
      expect((await fetch(`${app.base}/readyz`)).status).toBe(503);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('keeps 500 for an outside HTTP service that is down (fetch failed is not the database)', async () => {
    const db = createDb(testConfig());
    const port = await freePort();
    const router = new Router();
    router.get('/api/outside', async (ctx) => {
      ctx.body = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    });
    const app = await serve(router, db);
    try {
      const res = await fetch(`${app.base}/api/outside`);
      expect(res.status).toBe(500);
      expect((await jsonOf(res)).error.code).toBe('internal_error');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describeIfAvailable(postgresAvailability(), 'PostgreSQL', 'a PostgreSQL connection terminated by the server', () => {
  let admin: Knex;
  beforeAll(() => {
    admin = knex({ client: 'pg', connection: TEST_PG_URL });
  });
  afterAll(() => admin.destroy());

  it('answers 503 when the server ends the connection mid-query (57P01, as in a restart) and serves again after', async () => {
    const db = createDb({ databaseUrl: TEST_PG_URL, dataDir: '' });
    const tag = `nacho-terminate-${process.pid}-${Date.now()}`;
    const router = new Router();
    router.get('/api/slow', async (ctx) => {
      await db.raw(`select pg_sleep(10) /* ${tag} */`);
      ctx.body = { ok: true };
    });
    router.get('/api/fast', async (ctx) => {
      ctx.body = { one: (await db.raw('select 1 as one')).rows[0].one };
    });
    const app = await serve(router, db);
    try {
      const pending = fetch(`${app.base}/api/slow`);
      // Only this test's own backend is terminated (found by the tag in its query text).
      const terminate = `select pg_terminate_backend(pid) as done from pg_stat_activity where query like ? and pid <> pg_backend_pid()`;
      let terminated = 0;
      while (!terminated) terminated = (await admin.raw(terminate, [`%${tag}%`])).rows.length;
      const res = await pending;
      expect(res.status).toBe(503);
      expect((await jsonOf(res)).error.code).toBe('database_unavailable');
      // The pool may hand out the cut connection once more before it notices it closed: that request
      // is a 503 too, never a 500, and the next one is served on a new connection.
      const statuses: number[] = [];
      let answer: unknown;
      while (statuses.length < 5 && statuses.at(-1) !== 200) {
        const next = await fetch(`${app.base}/api/fast`);
        statuses.push(next.status);
        answer = await jsonOf(next);
      }
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.slice(0, -1).every((s) => s === 503)).toBe(true);
      expect(answer).toEqual({ one: 1 });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
