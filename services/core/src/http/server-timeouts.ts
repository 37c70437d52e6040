import { createServer, type RequestListener, type Server } from 'node:http';

export interface ServerTimeouts {
  /** Time to receive the whole request head; a client trickling headers is cut off after this. */
  headersTimeoutMs: number;
  /** Time to receive the whole request (head and body). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay 30 s). */
  checkIntervalMs: number;
}

/** A slowloris connection is closed within 15 s at most (headers 10 s + one check interval). */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

/** An HTTP server with timeouts for slow clients (Koa's app.listen() keeps Node's lax defaults). */
export function createHttpServer(listener: RequestListener, timeouts: Partial<ServerTimeouts> = {}): Server {
  const t = { ...DEFAULT_SERVER_TIMEOUTS, ...timeouts };
  const server = createServer(
    {
      headersTimeout: t.headersTimeoutMs,
      requestTimeout: t.requestTimeoutMs,
      keepAliveTimeout: t.keepAliveTimeoutMs,
      connectionsCheckingInterval: t.checkIntervalMs,
    },
    listener,
  );
  return server;
}
