import { LIVE_EVENT_SEQUENCE_KEY } from '@nacho/contracts';
import type { Redis } from '@nacho/core';

/**
 * The id of the contest's newest live event (a like, a crowning, a correction), the contest's data
 * version for the cached first views of the pages: read from Redis, where the contest's event bus
 * keeps it. '-' without Redis or when it cannot be read (the cache's age limit still applies).
 */
export async function contestEventSequence(
  redis: Redis | undefined,
  key: string = LIVE_EVENT_SEQUENCE_KEY,
): Promise<string> {
  if (!redis) return '-';
  try {
    return (await redis.get(key)) ?? '0';
  } catch {
    return '-';
  }
}
