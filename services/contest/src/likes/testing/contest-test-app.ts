import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Middleware } from 'koa';
import { createApp, createLogger, type Config, type Db, type SessionUser } from '@nacho/core';
import { createContestRouters } from '../../index';

/** The likes tests' "now": 2026-11-21 12:00 in Berlin (CET), in contest month November 2026. */
export const T0 = Date.UTC(2026, 10, 21, 11, 0, 0);
export const DAY = 86_400_000;

/** Test users by id; a request names its user in the x-test-user header (stands in for the session middleware). */
export type TestUsers = Map<string, SessionUser & { isAdmin?: boolean }>;

export function standInSession(users: TestUsers): Middleware {
  return async (ctx, next) => {
    const user = users.get(ctx.get('x-test-user'));
    if (user) {
      const { isAdmin, ...sessionUser } = user;
      ctx.state.user = sessionUser;
      ctx.state.isAdmin = Boolean(isAdmin);
    }
    await next();
  };
}

export interface TestApp {
  base: string;
  /** The test user `userId` likes NFT `tokenId` (POST), or takes back today's like of it (DELETE). */
  like(tokenId: number | string, userId: string, method?: LikeMethod): Promise<Response>;
  close(): Promise<void>;
}

type LikeMethod = 'POST' | 'DELETE';

/** The contest routers in the shared app on a free port, with the stand-in session. */
export async function startContestApp(config: Config, db: Db, users: TestUsers, now?: () => number): Promise<TestApp> {
  const logger = createLogger(config);
  const app = createApp({
    config,
    logger,
    db,
    routers: createContestRouters({ config, logger, db, now }),
    middleware: [standInSession(users)],
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    like: (tokenId, userId, method) => likeAs(base, userId, tokenId, method),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** users rows for the test users (nft_likes.user_id references users) and tokens 1..n owned by `owner`. */
export async function seedUsersAndTokens(
  db: Db,
  users: TestUsers,
  tokens: number,
  owner = 'kaspa:qowner',
  at = 0,
): Promise<void> {
  const rows = [...users.values()].map((u) => ({
    id: u.id,
    kaspa_address: u.address,
    created_at: u.createdAt,
    updated_at: u.createdAt,
  }));
  for (let i = 0; i < rows.length; i += 200) await db('users').insert(rows.slice(i, i + 200));
  await seedTokens(db, tokens, owner, at);
}

/** tokens 1..n owned by `owner` (likes need the token in the snapshot). */
export async function seedTokens(db: Db, tokens: number, owner = 'kaspa:qowner', at = 0): Promise<void> {
  const tokenRows = Array.from({ length: tokens }, (_, i) => ({
    token_id: i + 1,
    tick: 'NACHO',
    owner,
    op_score_mod: '0',
    updated_at: at,
  }));
  for (let i = 0; i < tokenRows.length; i += 200) await db('tokens').insert(tokenRows.slice(i, i + 200));
}

/** The test users by their ids. */
export function testUsers(...users: Array<SessionUser & { isAdmin?: boolean }>): TestUsers {
  return new Map(users.map((user) => [user.id, user]));
}

export function testUser(
  id: string,
  createdAt: number,
  extra: Partial<SessionUser & { isAdmin: boolean }> = {},
): SessionUser & { isAdmin?: boolean } {
  return { id, displayName: id, address: null, method: 'demo', createdAt, ...extra };
}

/** Headers of a same-origin JSON mutation by `userId`. */
export function asUser(base: string, userId: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Origin: new URL(base).origin, 'Content-Type': 'application/json', 'x-test-user': userId, ...extra };
}

/** `userId` likes NFT `tokenId` (POST), or takes back today's like of it (DELETE), on the app at `base`. */
export function likeAs(
  base: string,
  userId: string,
  tokenId: number | string,
  method: LikeMethod = 'POST',
): Promise<Response> {
  return fetch(`${base}/api/likes/nft/${tokenId}`, { method, headers: asUser(base, userId) });
}
