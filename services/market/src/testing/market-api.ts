import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Middleware } from 'koa';
import { createApp, createLogger, type Db, type SessionUser } from '@nacho/core';
import { sameOriginJson, testConfig } from '@nacho/core/testing';
import { createMarketRouters } from '../index';

/** 'admin': a passcode admin session of a demo user; 'wallet-admin': an ADMIN_WALLETS wallet user. */
export type Session = 'none' | 'user' | 'admin' | 'wallet-admin';

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests dig into replies freely
  body: any;
}

export interface MarketApi {
  base: string;
  /** Who the next requests are signed in as (a stand-in for the session middleware). */
  session: Session;
  get(path: string): Promise<Reply>;
  post(path: string, headers?: Record<string, string>): Promise<Reply>;
  close(): Promise<void>;
}

const USER: SessionUser = { id: 'u-admin', displayName: 'Admin', address: null, method: 'demo', createdAt: 0 };
export const WALLET_ADMIN: SessionUser = {
  id: 'u-wallet',
  displayName: 'kaspa:qrun…fjpa',
  address: 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa',
  method: 'wallet',
  createdAt: 0,
};

/** The market routers in the shared Koa app on a free port. */
export async function startMarketApi(
  db: Db,
  options: { now?: () => number; marketSource?: 'demo' | 'kaspacom' } = {},
): Promise<MarketApi> {
  const config = { ...testConfig(), marketSource: options.marketSource ?? 'demo' } as const;
  const logger = createLogger(config);
  const api = { session: 'none' as Session };
  const session: Middleware = async (ctx, next) => {
    if (api.session !== 'none') ctx.state.user = api.session === 'wallet-admin' ? WALLET_ADMIN : USER;
    ctx.state.isAdmin = api.session === 'admin' || api.session === 'wallet-admin';
    await next();
  };
  const app = createApp({
    config,
    logger,
    db,
    middleware: [session],
    routers: createMarketRouters({ config, logger, db, now: options.now }),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const reply = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text,
    };
  };
  return Object.assign(api, {
    base,
    get: async (path: string) => reply(await fetch(`${base}/api/market${path}`)),
    post: async (path: string, headers: Record<string, string> = sameOriginJson(base)) =>
      reply(await fetch(`${base}/api/market${path}`, { method: 'POST', headers, body: '{}' })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
