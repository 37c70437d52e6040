import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createLogger, type Db, type Redis } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import type { MonthReport } from '@nacho/contracts';
import { createNftService, type NftService } from '../../service';
import { insertFixtureCollection } from '../../testing/fixture-collection';
import { httpContestReader } from '../contest-reader';

export const PAGE_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="description" content="generic" /><title>NACHO Wallet Explorer</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

/** Width and height from a PNG's IHDR chunk; undefined when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export async function listen(handler: http.RequestListener): Promise<{ server: Server; base: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
export const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

/** The current contest month of the fake, and a time in it (the pre-render's clock). */
export const RUNNING = { year: 2026, month: 4 };
export const IN_RUNNING_MONTH = Date.UTC(2026, 3, 15);

/**
 * The contest service's GET /api/hall-of-fame/months/{y}/{m}, /nft-of-the-month and /visibility,
 * in their real format: March 2026 crowned (NFT #6), April 2026 running (led by #5, then #1 and
 * #3); likes, crowning and visibility editable (visibility 'unreadable': the contest answers 500).
 */
export function fakeContest() {
  const state: { likes: number; crowned: boolean; visible: boolean | 'unreadable'; runningLikes: number[] } = {
    likes: 7,
    crowned: true,
    visible: true,
    runningLikes: [4, 2, 1],
  };
  // Loosely typed: the fake also answers states the contract does not know ('running').
  const monthReport = (fields: Record<string, unknown>): MonthReport =>
    ({
      rule: 'Most likes wins',
      removedLikes: 0,
      moderation: [],
      exports: { csv: '', json: '' },
      seal: null,
      sealFile: '',
      signingKeys: [],
      ...fields,
    }) as unknown as MonthReport;
  const report = () =>
    monthReport({
      year: 2026,
      month: 3,
      state: state.crowned ? 'crowned' : 'running',
      winner: state.crowned ? { tokenId: 6, likeCount: state.likes, how: 'crowned', decidedAt: 0 } : null,
      standings: [{ rank: 1, tokenId: 6, likeCount: state.likes, countReachedAt: 0 }],
      totalLikes: state.likes,
    });
  const running = () =>
    monthReport({
      ...RUNNING,
      state: 'open',
      winner: null,
      standings: [5, 1, 3].map((tokenId, i) => ({
        rank: i + 1,
        tokenId,
        likeCount: state.runningLikes[i],
        countReachedAt: 0,
      })),
      totalLikes: state.runningLikes.reduce((a, b) => a + b, 0),
    });
  const asked: string[] = [];
  const handler: http.RequestListener = (req, res) => {
    asked.push(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/hall-of-fame/visibility')
      return state.visible === 'unreadable'
        ? send(500, { error: { code: 'internal', message: 'no' } })
        : send(200, { visible: state.visible });
    if (req.url === '/api/hall-of-fame/months/2026/3') return send(200, report());
    if (req.url === `/api/hall-of-fame/months/${RUNNING.year}/${RUNNING.month}`) return send(200, running());
    if (req.url === '/api/hall-of-fame/nft-of-the-month')
      return send(200, { nft: { tokenId: 6, likeCount: state.likes, resetMonth: 3, resetYear: 2026, how: 'crowned' } });
    send(404, { error: { code: 'month_not_found', message: 'no' } });
  };
  return { state, handler, asked };
}

/**
 * For the enclosing describe: the fixture collection in the database and `contest` served on a free
 * port until the suite ends. `base()` is the contest's URL, to read in hooks and tests.
 */
export function fixtureAndContestForSuite(db: () => Db, contest = fakeContest()) {
  let served: { server: Server; base: string } | undefined;
  beforeAll(async () => {
    await insertFixtureCollection(db());
    served = await listen(contest.handler);
  });
  afterAll(() => served && closeServer(served.server));
  return {
    contest,
    base: () => {
      if (!served) throw new Error('the fake contest is served from beforeAll on');
      return served.base;
    },
  };
}

export interface PreviewHarness {
  service: NftService;
  base: string;
  page(path: string, headers?: Record<string, string>): Promise<{ status: number; html: string; headers: Headers }>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /** Environment for testConfig (PREVIEW_*, TRUST_PROXY, COLLECTION_SOURCE, ...). */
  env?: Record<string, string>;
  contestBase: string;
  template?: () => string | undefined;
  redis?: Redis;
  redisNamespace?: string;
  /** Load the snapshot and render the default card at once (default false: tests decide). */
  warmUp?: boolean;
  now?: () => number;
  /** How long the pages' contest reader keeps an answer (default 0: every page reads anew). */
  contestTtlMs?: number;
}

/** The nft service with its pages router, reading contest data from `contestBase`, on a free port. */
export async function startPreviewHarness(db: Db, options: HarnessOptions): Promise<PreviewHarness> {
  const config = testConfig(options.env ?? {});
  const logger = createLogger(config);
  const service = createNftService({
    config,
    logger,
    db,
    warmUp: options.warmUp ?? false,
    contest: httpContestReader({ baseUrl: () => options.contestBase, ttlMs: options.contestTtlMs ?? 0 }),
    redis: options.redis,
    versionChannel: options.redisNamespace && `${options.redisNamespace}version`,
    previewsRedisNamespace: options.redisNamespace,
    now: options.now,
  });
  const template = options.template ?? (() => PAGE_TEMPLATE as string | undefined);
  const app = createApp({ config, logger, db, routers: [service.router, service.previews.pagesRouter(template)] });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    service,
    base,
    async page(path, headers = {}) {
      const res = await fetch(`${base}${path}`, { headers });
      return { status: res.status, html: await res.text(), headers: res.headers };
    },
    get: (path, headers = {}) =>
      fetch(path.startsWith('http') ? path : `${base}${path}`, { redirect: 'manual', headers }),
    async stop() {
      server.closeAllConnections();
      await closeServer(server);
      await service.close();
    },
  };
}

/** The content of `<meta property|name="key" content="...">`, decoded; undefined when absent. */
export function metaTag(html: string, key: string): string | undefined {
  const all = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key);
  if (all.length > 1) throw new Error(`${key} appears ${all.length} times`);
  return all[0]?.[2]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
