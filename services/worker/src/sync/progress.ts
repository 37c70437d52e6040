import type { Db } from '@nacho/core';
import { writeSyncProgress, type SyncPhase } from './sync-state';

export interface ProgressReporter {
  /** Enters a phase (with `done` items already done, default 0) and writes it at once. */
  phase(phase: SyncPhase, total: number, done?: number): Promise<void>;
  /** Counts items done; written at most once per interval. */
  advance(count?: number): void;
  setTotal(total: number): void;
  /** Writes the latest counts now and waits for every write. */
  flush(): Promise<void>;
  readonly current: { phase: SyncPhase; done: number; total: number };
}

/** sync_state progress with throttled, serialized writes (never two UPDATEs racing). */
export function createProgressReporter(db: Db, options: { intervalMs: number; now: () => number }): ProgressReporter {
  const current = { phase: 'collection' as SyncPhase, done: 0, total: 0 };
  let chain: Promise<void> = Promise.resolve();
  let lastWriteAt = 0;
  let writePending = false;
  let failure: unknown;

  const write = () => {
    const snapshot = { ...current };
    lastWriteAt = options.now();
    writePending = true;
    chain = chain
      .then(() => writeSyncProgress(db, snapshot, options.now()))
      .catch((error) => {
        failure ??= error;
      })
      .finally(() => {
        writePending = false;
      });
    return chain;
  };

  const flush = async () => {
    await write();
    if (failure) throw failure;
  };

  return {
    current,
    async phase(phase, total, done = 0) {
      current.phase = phase;
      current.done = done;
      current.total = total;
      await flush();
    },
    advance(count = 1) {
      current.done += count;
      if (!writePending && options.now() - lastWriteAt >= options.intervalMs) void write();
    },
    setTotal(total) {
      current.total = total;
    },
    flush,
  };
}
