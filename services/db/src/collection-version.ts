import type { Redis } from '@nacho/core';

/** Redis pub/sub channel on which the worker announces each published collection_version. */
export const COLLECTION_VERSION_CHANNEL = 'nacho:collection-version';

export async function publishCollectionVersion(
  redis: Redis,
  version: number,
  channel = COLLECTION_VERSION_CHANNEL,
): Promise<void> {
  await redis.publish(channel, String(version));
}

/**
 * Calls `onVersion` for every announced version, on a connection of its own (a subscribed
 * connection can do nothing else). Resolves once subscribed; the returned function unsubscribes.
 */
export async function subscribeCollectionVersion(
  redis: Redis,
  onVersion: (version: number) => void,
  channel = COLLECTION_VERSION_CHANNEL,
): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (from: string, message: string) => {
    const version = Number(message);
    if (from === channel && Number.isSafeInteger(version)) onVersion(version);
  });
  await subscriber.subscribe(channel);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
