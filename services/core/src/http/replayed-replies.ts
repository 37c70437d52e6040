import type { Context, Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';
import { acceptedEncodingsKey } from './accepts-gzip';
import { requestIdSource } from './request-context';

declare module 'koa' {
  interface DefaultState {
    /** Set by markReplayable: the reply may be replayed while this returns true. */
    replayWhile?: () => boolean;
  }
}

/**
 * Declares the reply being built a function of the URL, the client's accepted encodings and a state that
 * `isCurrent` reports as unchanged (for the nft API: the collection snapshot it was built from).
 * The first middleware of the app then records it and sends its bytes again for the same request.
 */
export function markReplayable(ctx: Context, isCurrent: () => boolean): void {
  ctx.state.replayWhile = isCurrent;
}

interface RecordedReply {
  /** Name, value, name, value…: every header the full path set, but the request id. */
  headers: string[];
  headerBytes: number;
  body: Buffer;
  isCurrent: () => boolean;
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

/**
 * Sends a recorded reply again without running the middleware chain: the request id is the only
 * header made per request. Where the same URL is asked again and again (the dashboard's holder
 * stats, a popular NFT) this is the difference between the full path, 37 µs of CPU a request in
 * the API benchmark, and 14-18 µs for prepared bytes (BENCHMARKS.md, "Replayed replies"). Only
 * plain GETs take this path: HEAD, conditional requests (If-None-Match) and everything never
 * marked replayable go the full way.
 */
export function replayedReplies({ logger, maxBytes = 16 * 1024 * 1024 }: ReplayedRepliesOptions): Middleware {
  const replies = new LRUCache<string, RecordedReply>({
    maxSize: maxBytes,
    sizeCalculation: (reply, key) => reply.body.length + reply.headerBytes + 2 * key.length,
  });
  const requestIdOf = requestIdSource();
  const logRequests = logger.isLevelEnabled('debug');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.req.headers['if-none-match'] !== undefined) return next();
    const key = `${acceptedEncodingsKey(ctx)} ${ctx.url}`;
    const reply = replies.get(key);
    if (reply?.isCurrent()) {
      const requestId = requestIdOf(ctx);
      ctx.respond = false;
      if (reply.route) (ctx as Context & { _matchedRoute?: string })._matchedRoute = reply.route;
      ctx.res.writeHead(200, [...reply.headers, 'X-Request-Id', requestId]);
      ctx.res.end(reply.body);
      if (logRequests)
        logger.debug({ requestId, method: ctx.method, path: ctx.path, status: 200, replayed: true }, 'request');
      return;
    }
    if (reply) replies.delete(key);
    await next();
    const recording = recordingOf(ctx);
    if (recording) replies.set(key, recording);
  };
}
