import { EventEmitter } from 'node:events';
import { LIVE_EVENT_SEQUENCE_KEY } from '@nacho/contracts';
import type { Logger, Redis } from '@nacho/core';
import type { LiveEvent, LivePublisher, SequencedLiveEvent } from './live-events';

/** Publishes events and hands every event published anywhere (this process, other replicas, the worker) to its listeners. */
export interface LiveBus extends LivePublisher {
  subscribe(listener: (event: SequencedLiveEvent) => void): () => void;
  /** The id of the newest event published anywhere (0 before the first); for Last-Event-ID checks. */
  newestId(): Promise<number>;
  /** Resolves once this process hears events published elsewhere (after the first subscribe). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'nacho:live:events';
/** Also the contest's data version for the page renderers (@nacho/contracts). */
export const LIVE_SEQUENCE_KEY = LIVE_EVENT_SEQUENCE_KEY;

/**
 * One Redis round trip takes the next id and publishes under it, atomically: the order on the
 * channel is the order of the ids, whichever replica or worker published.
 */
const PUBLISH_SCRIPT = `local id = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], id .. ' ' .. ARGV[2])
return id`;

export interface LiveBusOptions {
  logger: Logger;
  /** With Redis: pub/sub across processes. Without: one process (the embedded server). */
  redis?: Redis;
  channel?: string;
  sequenceKey?: string;
}

export function createLiveBus(options: LiveBusOptions): LiveBus {
  return options.redis ? redisLiveBus(options.redis, options) : inProcessLiveBus(options.logger);
}

function inProcessLiveBus(logger: Logger): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let sequence = 0;
  return {
    publish: async (event) => {
      const sequenced: SequencedLiveEvent = { ...event, id: ++sequence };
      try {
        emitter.emit('event', sequenced);
      } catch (error) {
        logger.warn({ err: error }, 'live event listener failed');
      }
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    newestId: async () => sequence,
    ready: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

function redisLiveBus(
  redis: Redis,
  { logger, channel = LIVE_CHANNEL, sequenceKey = LIVE_SEQUENCE_KEY }: LiveBusOptions,
): LiveBus {
  const listeners = new Set<(event: SequencedLiveEvent) => void>();
  // A subscribed connection can do nothing else: its own, made at the first subscriber (a publisher such as the worker never needs one).
  let subscriber: Redis | undefined;
  let subscribed: Promise<void> = Promise.resolve();
  const onMessage = (from: string, message: string) => {
    if (from !== channel) return;
    const space = message.indexOf(' ');
    try {
      const event = {
        ...(JSON.parse(message.slice(space + 1)) as LiveEvent),
        id: Number(message.slice(0, space)),
      } as SequencedLiveEvent;
      for (const listener of listeners) listener(event);
    } catch (error) {
      logger.warn({ err: error }, 'live event not handled');
    }
  };
  const ensureSubscribed = () => {
    if (subscriber) return;
    subscriber = redis.duplicate();
    subscriber.on('message', onMessage);
    subscriber.on('error', (error: Error) => logger.warn({ err: error }, 'live events subscriber'));
    subscribed = subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => logger.error({ err: error }, 'live events: subscribe failed'),
    );
  };
  return {
    publish: async (event) => {
      try {
        await redis.eval(PUBLISH_SCRIPT, 1, sequenceKey, channel, JSON.stringify(event));
      } catch (error) {
        logger.warn({ err: error, type: event.type }, 'live event not published');
      }
    },
    subscribe: (listener) => {
      ensureSubscribed();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newestId: async () => Number((await redis.get(sequenceKey)) ?? 0),
    ready: () => subscribed,
    close: async () => {
      listeners.clear();
      const s = subscriber;
      subscriber = undefined;
      await s?.quit().catch(() => s.disconnect());
    },
  };
}
