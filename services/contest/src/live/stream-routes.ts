import Router from '@koa/router';
import { metrics, tooManyFromAddress, trackEventStream } from '@nacho/core';
import type { LiveStreamHub } from './live-stream-hub';
import type { StreamSlots } from './stream-slots';

export const LIVE_STREAM_PATH = '/api/likes/stream';

/** What a refused page is told (Retry-After): a place frees when one of the address's streams closes. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

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
export function createLiveStreamRouter(hub: LiveStreamHub, slots: StreamSlots) {
  const router = new Router();
  router.get(LIVE_STREAM_PATH, async (ctx) => {
    // Each stream holds a connection and memory for as long as the page stays: an address gets `perIp` of them.
    const slot = await slots.take(ctx.ip);
    if (!slot) {
      metrics.registerOnUse(metrics.refusedEventStreams).inc();
      throw tooManyFromAddress(
        ctx,
        STREAM_RETRY_AFTER_SECONDS,
        'too_many_streams',
        `This address already has ${slots.perIp} live event streams open; close a page or try again later`,
      );
    }
    let out;
    try {
      out = await hub.open(ctx.state.user?.id, lastEventIdOf(ctx.get('last-event-id'), ctx.query.lastEventId));
    } catch (err) {
      slot.release();
      throw err;
    }
    out.once('close', () => slot.release());
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
