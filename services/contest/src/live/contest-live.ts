import type { Logger, Redis } from '@nacho/core';
import { createLiveBus, type LiveBus } from './live-bus';
import { LiveStreamHub, type LiveStreamHubOptions } from './live-stream-hub';
import { createStreamSlots, type StreamSlots, type StreamSlotsOptions } from './stream-slots';

/** The contest's live events in one process: the bus (Redis pub/sub or in-process) and the open streams. */
export interface ContestLive {
  bus: LiveBus;
  hub: LiveStreamHub;
  /** The cap on open streams per address (across replicas with Redis). */
  slots: StreamSlots;
  /** Ends the open streams (call when the process starts stopping: they hold the HTTP server open). */
  endStreams(): Promise<void>;
  close(): Promise<void>;
}

/** EVENT_STREAMS_PER_IP's default. */
export const DEFAULT_STREAMS_PER_IP = 20;

export function createContestLive(
  opts: {
    logger: Logger;
    redis?: Redis;
    bus?: LiveBus;
    /** Open streams one address may hold (EVENT_STREAMS_PER_IP); default 20. */
    streamsPerIp?: number;
    /** Tests: the places' lease and key prefix. */
    slots?: Partial<Pick<StreamSlotsOptions, 'leaseMs' | 'prefix'>>;
  } & Partial<Omit<LiveStreamHubOptions, 'bus' | 'logger'>>,
): ContestLive {
  const bus = opts.bus ?? createLiveBus({ logger: opts.logger, redis: opts.redis });
  const hub = new LiveStreamHub({ ...opts, bus, logger: opts.logger });
  const slots = createStreamSlots({
    ...opts.slots,
    perIp: opts.streamsPerIp ?? DEFAULT_STREAMS_PER_IP,
    redis: opts.redis,
    logger: opts.logger,
  });
  return {
    bus,
    hub,
    slots,
    endStreams: () => hub.close(),
    close: async () => {
      await hub.close();
      slots.close();
      if (!opts.bus) await bus.close();
    },
  };
}
