import type { Logger, Redis } from '@nacho/core';
import { createLiveBus, type LiveBus } from './live-bus';
import { LiveStreamHub, type LiveStreamHubOptions } from './live-stream-hub';

/** The contest's live events in one process: the bus (Redis pub/sub or in-process) and the open streams. */
export interface ContestLive {
  bus: LiveBus;
  hub: LiveStreamHub;
  /** Ends the open streams (call when the process starts stopping: they hold the HTTP server open). */
  endStreams(): Promise<void>;
  close(): Promise<void>;
}

export function createContestLive(
  opts: { logger: Logger; redis?: Redis; bus?: LiveBus } & Partial<Omit<LiveStreamHubOptions, 'bus' | 'logger'>>,
): ContestLive {
  const bus = opts.bus ?? createLiveBus({ logger: opts.logger, redis: opts.redis });
  const hub = new LiveStreamHub({ ...opts, bus, logger: opts.logger });
  return {
    bus,
    hub,
    endStreams: () => hub.close(),
    close: async () => {
      await hub.close();
      if (!opts.bus) await bus.close();
    },
  };
}
