/**
 * Runs `work` over the items with at most `limit` in flight. Stops taking new items once
 * `shouldStop` says so or the signal aborts, and returns (or throws) only after every started
 * item has finished, so nothing of the run is still going when the caller moves on.
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  options: { signal?: AbortSignal; shouldStop?: () => boolean } = {},
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !options.signal?.aborted && !options.shouldStop?.()) {
      const item = items[next++];
      await work(item);
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  options.signal?.throwIfAborted();
  const failed = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failed) throw failed.reason;
}
