import Router from '@koa/router';
import { trackEventStream } from '@nacho/core';
import type { LiveStreamHub } from './live-stream-hub';

export const LIVE_STREAM_PATH = '/api/likes/stream';

/** The id a reconnecting page names: the browser's Last-Event-ID header, or ?lastEventId= from our own reconnect. */
function lastEventIdOf(header: string, query: unknown): number | undefined {
  const raw = header || (typeof query === 'string' ? query : '');
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * GET /api/likes/stream: Server-Sent Events for open pages (like counts, the signed-in user's
 * likes left, month winners). A GET that changes nothing, so it needs no Origin check; it carries
 * only public data, except likes-left, which goes only to the streams of the session's own user.
 */
export function createLiveStreamRouter(hub: LiveStreamHub) {
  const router = new Router();
  router.get(LIVE_STREAM_PATH, async (ctx) => {
    const out = await hub.open(ctx.state.user?.id, lastEventIdOf(ctx.get('last-event-id'), ctx.query.lastEventId));
    // nacho_open_event_streams: counted now, and once as closed when the stream ends.
    trackEventStream(out);
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.status = 200;
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-cache, no-transform');
    // nginx: pass every event on as it comes (deploy/nginx/edge-server.conf turns buffering off for this path too).
    ctx.set('X-Accel-Buffering', 'no');
    // The page went away (or the edge closed the connection): the hub forgets the stream.
    ctx.res.once('close', () => out.destroy());
    ctx.body = out;
  });
  return router;
}
