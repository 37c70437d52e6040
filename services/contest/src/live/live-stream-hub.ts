import { PassThrough } from 'node:stream';
import type { Logger } from '@nacho/core';
import type { LiveBus } from './live-bus';
import { publicData, type SequencedLiveEvent } from './live-events';

export interface LiveStreamHubOptions {
  bus: LiveBus;
  logger: Logger;
  /** Comment lines this often keep proxies and browsers from closing an idle stream. Default 20 s. */
  heartbeatMs?: number;
  /** Events kept for Last-Event-ID replay (per process). Default 1,000. */
  replayEvents?: number;
  /** Reconnect delay the browser is told (`retry:`). Default 3 s. */
  retryMs?: number;
  /** A stream whose client reads slower than this many bytes behind is closed (it reconnects and replays). */
  maxBufferedBytes?: number;
}

interface Stream {
  userId: string | undefined;
  out: PassThrough;
}

/** One SSE message; `data` is one JSON line. */
export function sseMessage(event: SequencedLiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(publicData(event))}\n\n`;
}

const forUser = (event: SequencedLiveEvent, userId: string | undefined) =>
  event.type !== 'likes-left' || (userId !== undefined && event.userId === userId);

/**
 * The open event streams of one process. It hears the bus once and writes each event to every
 * stream it is for (a user's likes-left only to that user's streams), keeps the last events for
 * Last-Event-ID replay, and sends one heartbeat to all streams on one timer.
 */
export class LiveStreamHub {
  private readonly streams = new Set<Stream>();
  private readonly recent: SequencedLiveEvent[] = [];
  private newest = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly replayEvents: number;
  private readonly retryMs: number;
  private readonly maxBufferedBytes: number;
  private closed = false;

  constructor(private readonly options: LiveStreamHubOptions) {
    this.replayEvents = options.replayEvents ?? 1000;
    this.retryMs = options.retryMs ?? 3000;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024;
    this.unsubscribe = options.bus.subscribe((event) => this.deliver(event));
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs ?? 20_000);
    this.heartbeat.unref();
  }

  /** Open streams in this process. */
  get size(): number {
    return this.streams.size;
  }

  ready(): Promise<void> {
    return this.options.bus.ready();
  }

  private deliver(event: SequencedLiveEvent): void {
    if (event.id <= this.newest) return; // a replay of what this process has already seen
    this.newest = event.id;
    this.recent.push(event);
    if (this.recent.length > this.replayEvents) this.recent.splice(0, this.recent.length - this.replayEvents);
    let message: string | undefined;
    for (const s of this.streams) {
      if (!forUser(event, s.userId)) continue;
      this.write(s, (message ??= sseMessage(event)));
    }
  }

  private write(s: Stream, text: string): void {
    if (s.out.destroyed) return;
    if (s.out.writableLength > this.maxBufferedBytes) {
      // A client this far behind gets nothing more: it reconnects with Last-Event-ID (or is told to reset).
      s.out.destroy();
      return;
    }
    s.out.write(text);
  }

  private beat(): void {
    for (const s of this.streams) this.write(s, ': heartbeat\n\n');
  }

  /**
   * A new stream for a visitor (userId when signed in). With `lastEventId` the events after it are
   * replayed when this process still has them all; otherwise the stream starts with a `reset`
   * event telling the page to read everything again. Every stream starts with `hello` carrying the
   * newest id, so a page that reconnects can always name where it stopped.
   */
  async open(userId: string | undefined, lastEventId: number | undefined): Promise<PassThrough> {
    const out = new PassThrough();
    const stream: Stream = { userId, out };
    out.write(`retry: ${this.retryMs}\n\n`);
    if (this.closed) {
      out.end();
      return out;
    }
    // Register before any await: an event arriving meanwhile is written after the replay below (deliver skips nothing).
    const pending: SequencedLiveEvent[] = [];
    const collect = this.options.bus.subscribe((e) => pending.push(e));
    try {
      const newestAnywhere = Math.max(this.newest, await this.options.bus.newestId().catch(() => this.newest));
      let replay: SequencedLiveEvent[] = [];
      let reset = false;
      if (lastEventId !== undefined && lastEventId !== newestAnywhere) {
        const oldest = this.recent[0]?.id;
        const covered =
          oldest !== undefined &&
          lastEventId >= oldest - 1 &&
          lastEventId < this.newest &&
          this.newest >= newestAnywhere;
        if (covered) replay = this.recent.filter((e) => e.id > lastEventId);
        else reset = true;
      }
      let sentUpTo =
        lastEventId !== undefined && !reset ? Math.max(lastEventId, ...replay.map((e) => e.id)) : newestAnywhere;
      if (reset) out.write(`id: ${newestAnywhere}\nevent: reset\ndata: {}\n\n`);
      for (const e of replay) if (forUser(e, userId)) out.write(sseMessage(e));
      out.write(`id: ${sentUpTo}\nevent: hello\ndata: ${JSON.stringify({ id: sentUpTo })}\n\n`);
      // Events heard while this stream was being set up and not already in the replay.
      for (const e of pending) {
        if (e.id > sentUpTo && forUser(e, userId)) {
          out.write(sseMessage(e));
          sentUpTo = e.id;
        }
      }
    } finally {
      collect();
    }
    this.streams.add(stream);
    const drop = () => this.streams.delete(stream);
    out.once('close', drop);
    out.once('error', drop);
    return out;
  }

  /** Ends every stream (the process is stopping: the pages reconnect to another replica). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const s of this.streams) s.out.end();
    this.streams.clear();
  }
}
