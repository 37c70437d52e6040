import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type Router from '@koa/router';
import session from 'koa-session';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import {
  createApp,
  createLogger,
  sessionHasAdminRights,
  type Config,
  type Db,
  type SessionData,
  type SessionUser,
} from '@nacho/core';
import { sameOriginJson } from '@nacho/core/testing';
import { createContestRouters } from '../../index';

/** Header a test sends to be "signed in" as a user (the stand-in for the identity work's sign-in). */
export const TEST_USER_HEADER = 'x-test-user';

export const testUser = (id: string, address: string | null = null): SessionUser => ({
  id,
  displayName: id,
  address,
  method: address ? 'wallet' : 'demo',
  createdAt: 0,
});

/** An in-memory external session store, so the cookie carries only a session id (as in production). */
export function memorySessionStore() {
  const sessions = new Map<string, unknown>();
  return {
    sessions,
    get: (key: string) => sessions.get(key),
    set: (key: string, value: unknown) => void sessions.set(key, value),
    destroy: (key: string) => void sessions.delete(key),
  };
}

export interface TestClock {
  now: number;
}

/**
 * A stand-in for the identity work's session middleware: koa-session (cookie = session id, data in
 * a memory store), the user from a test header, and ctx.state.isAdmin from the rule production
 * uses (core's sessionHasAdminRights, which loadSessionUser applies). The admin sign-in tests run
 * the real session middleware instead (session-routes.test.ts).
 */
export function installStandInSessions(
  app: Koa,
  middleware: Middleware[],
  config: Pick<Config, 'adminWallets'>,
  clock: TestClock,
): void {
  app.keys = ['test-session-signing-key-0123456789abcdef'];
  const sessions = session(
    { key: 'nacho.sid', store: memorySessionStore(), sameSite: 'lax', httpOnly: true },
    app as never,
  ) as unknown as Middleware;
  const userAndRights: Middleware = async (ctx, next) => {
    const header = ctx.get(TEST_USER_HEADER);
    if (header) {
      const [id, address] = header.split(' ');
      ctx.state.user = testUser(id!, address ?? null);
    }
    ctx.state.isAdmin = sessionHasAdminRights(
      (ctx as unknown as { session: SessionData | null }).session,
      ctx.state.user,
      new Set(config.adminWallets),
      clock.now,
    );
    await next();
  };
  middleware.push(sessions, userAndRights);
}

export interface RunningTestApp {
  base: string;
  server: Server;
  close(): Promise<void>;
}

export async function startTestApp({
  config,
  db,
  routers,
  clock,
}: {
  config: Config;
  db: Db;
  routers: Router[];
  clock: TestClock;
}): Promise<RunningTestApp> {
  // createApp mounts `middleware` when it builds the app; koa-session needs that app, so the
  // slot is a forwarder filled in right after.
  const late: Middleware[] = [];
  const run = (i: number, ctx: Parameters<Middleware>[0], next: () => Promise<unknown>): Promise<unknown> =>
    i < late.length ? Promise.resolve(late[i]!(ctx, () => run(i + 1, ctx, next))) : next();
  const forward: Middleware = (ctx, next) => run(0, ctx, next);
  const app = createApp({ config, logger: createLogger(config), db, routers, middleware: [forward] });
  installStandInSessions(app, late, config, clock);
  const server = app.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The wallet the admin tests list in ADMIN_WALLETS. */
export const ADMIN_WALLET = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';

/** A browser signed in (stand-in header) as the admin wallet. */
export const adminBrowser = (base: string) => new Browser(base, { [TEST_USER_HEADER]: `admin-1 ${ADMIN_WALLET}` });

export interface ContestTestApp extends RunningTestApp {
  /** A browser signed in as the admin wallet on this app. */
  admin: Browser;
}

/** The contest service's routers on a test app with stand-in sessions, on the test's clock. */
export async function startContestTestApp({
  config,
  db,
  clock,
}: {
  config: Config;
  db: Db;
  clock: TestClock;
}): Promise<ContestTestApp> {
  const routers = createContestRouters({ config, db, logger: createLogger(config), now: () => clock.now });
  const app = await startTestApp({ config, db, clock, routers });
  return { ...app, admin: adminBrowser(app.base) };
}

/** A cookie jar for one browser: sends back what the server set. */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly extra: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {
      ...this.extra,
      ...(method === 'GET' ? {} : sameOriginJson(this.base)),
      ...init.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}
