import type { Context, Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';
import { acceptedEncodingsKey } from './accepts-gzip';
import { requestIdSource } from './request-context';

/**
 * Whether a recorded reply may still be sent: a plain answer for state held in memory (the nft
 * API's snapshot), a promise where the answer needs a read (a page's data version).
 */
export type ReplayCheck = () => boolean | Promise<boolean>;

declare module 'koa' {
  interface DefaultState {
    /** Set by markReplayable: the reply may be replayed while this answers true. */
    replayWhile?: ReplayCheck;
  }
}

/**
 * Declares the reply being built a function of the URL (its origin included), the client's accepted
 * encodings, the request headers its Vary names and a state that `isCurrent` reports as unchanged
 * (for the nft API: the collection snapshot it was built from). The first middleware of the app then
 * records it and sends its bytes again for the same request.
 */
export function markReplayable(ctx: Context, isCurrent: ReplayCheck): void {
  ctx.state.replayWhile = isCurrent;
}

/** Stands at a URL's key when its replies vary by request headers: each variant has a key of its own. */
interface Variants {
  varyBy: string[];
}

interface RecordedReply {
  /** Name, value, name, value…: every header the full path set, but the request id. */
  headers: string[];
  headerBytes: number;
  body: Buffer;
  isCurrent: ReplayCheck;
  /** The router's pattern that built it, for the request metrics of the replays. */
  route?: string;
}

export interface ReplayedRepliesOptions {
  logger: Logger;
  /** Bytes the recorded replies may hold, bodies, headers and keys counted (default 16 MiB). */
  maxBytes?: number;
}

/** The reply the full path just built, if it was marked replayable and may be sent again as is. */
function recordingOf(ctx: Context): RecordedReply | undefined {
  const isCurrent = ctx.state.replayWhile;
  const res = ctx.res;
  if (!isCurrent || ctx.status !== 200 || !Buffer.isBuffer(ctx.body) || res.hasHeader('set-cookie')) return undefined;
  // Vary: * says the reply depends on more than the request's headers.
  if (/(^|,)\s*\*\s*(,|$)/.test(ctx.response.get('Vary'))) return undefined;
  const headers: string[] = [];
  let headerBytes = 0;
  for (const name of res.getHeaderNames()) {
    if (name === 'x-request-id') continue;
    const value = res.getHeader(name)!;
    for (const one of Array.isArray(value) ? value : [value]) {
      const text = String(one);
      headers.push(name, text);
      headerBytes += name.length + text.length;
    }
  }
  return {
    headers,
    headerBytes,
    body: ctx.body,
    isCurrent,
    route: (ctx as Context & { _matchedRoute?: string })._matchedRoute,
  };
}

/** The request headers a reply varies by, besides Accept-Encoding (which every key holds). */
function varyingHeaders(ctx: Context): string[] {
  const vary = ctx.response.get('Vary');
  if (!vary) return [];
  return vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding')
    .sort();
}

const variantKey = (key: string, varyBy: string[], ctx: Context) =>
  `${key}\n${varyBy.map((name) => ctx.req.headers[name] ?? '').join('\n')}`;

/** A check's answer, awaited only when it reads (the API's replays stay synchronous); a failing check counts as stale. */
function stillCurrent(check: ReplayCheck): boolean | Promise<boolean> {
  try {
    const answer = check();
    return typeof answer === 'boolean' ? answer : answer.catch(() => false);
  } catch {
    return false;
  }
}

/**
 * Sends a recorded reply again without running the middleware chain: the request id is the only
 * header made per request. Where the same URL is asked again and again (the dashboard's holder
 * stats, a popular NFT) this is the difference between the full path, 37 µs of CPU a request in
 * the API benchmark, and 14-18 µs for prepared bytes (BENCHMARKS.md, "Replayed replies"). Only
 * plain GETs take this path: HEAD, conditional requests (If-None-Match) and everything never
 * marked replayable go the full way.
 */
export function replayedReplies({ logger, maxBytes = 16 * 1024 * 1024 }: ReplayedRepliesOptions): Middleware {
  const replies = new LRUCache<string, RecordedReply | Variants>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      'varyBy' in entry ? 2 * key.length + 32 : entry.body.length + entry.headerBytes + 2 * key.length,
  });
  const requestIdOf = requestIdSource();
  const logRequests = logger.isLevelEnabled('debug');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.req.headers['if-none-match'] !== undefined) return next();
    // The origin is part of the URL: a page's absolute links follow the Host it was asked at.
    const urlKey = `${acceptedEncodingsKey(ctx)} ${ctx.protocol}://${ctx.host}${ctx.url}`;
    const atUrl = replies.get(urlKey);
    const key = atUrl && 'varyBy' in atUrl ? variantKey(urlKey, atUrl.varyBy, ctx) : urlKey;
    const found = key === urlKey ? atUrl : replies.get(key);
    const reply = found && !('varyBy' in found) ? found : undefined;
    if (reply) {
      const current = stillCurrent(reply.isCurrent);
      if (current === true || (current !== false && (await current))) {
        const requestId = requestIdOf(ctx);
        ctx.respond = false;
        if (reply.route) (ctx as Context & { _matchedRoute?: string })._matchedRoute = reply.route;
        ctx.res.writeHead(200, [...reply.headers, 'X-Request-Id', requestId]);
        ctx.res.end(reply.body);
        if (logRequests)
          logger.debug({ requestId, method: ctx.method, path: ctx.path, status: 200, replayed: true }, 'request');
        return;
      }
      // Gone stale while it was checked: a newer recording may stand there now.
      if (replies.peek(key) === reply) replies.delete(key);
    }
    await next();
    const recording = recordingOf(ctx);
    if (!recording) return;
    const varyBy = varyingHeaders(ctx);
    if (!varyBy.length) {
      replies.set(urlKey, recording);
      return;
    }
    replies.set(urlKey, { varyBy });
    replies.set(variantKey(urlKey, varyBy, ctx), recording);
  };
}
