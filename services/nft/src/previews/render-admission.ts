import pLimit from 'p-limit';

/** A card that would have to wait behind a full queue: the caller answers with the default card instead. */
export class RenderBusyError extends Error {
  constructor() {
    super('every card renderer is busy and the queue is full');
    this.name = 'RenderBusyError';
  }
}

/** One instance for every refusal: a burst refuses hundreds at once, and a stack trace each cost 25 µs (profiled). */
const BUSY = new RenderBusyError();

export interface RenderAdmissionOptions {
  /** Cold cards built at once (art, layout, rasterisation); default: the render threads. */
  concurrency: number;
  /** Cold cards that may wait for one of those places; beyond, RenderBusyError at once. */
  queueLength: number;
}

/**
 * The door in front of the render threads: at most `concurrency` cold cards being built and
 * `queueLength` waiting, so a burst of distinct cards costs a bounded amount of memory and time,
 * and everything past that is answered at once instead of waiting minutes behind the others.
 */
export class RenderAdmission {
  private readonly limit: pLimit.Limit;
  private mostWaiting = 0;

  constructor(private readonly options: RenderAdmissionOptions) {
    this.limit = pLimit(Math.max(1, options.concurrency));
  }

  /** Building now, waiting now, and the most that ever waited at once. */
  get load(): { building: number; waiting: number; mostWaiting: number } {
    return { building: this.limit.activeCount, waiting: this.limit.pendingCount, mostWaiting: this.mostWaiting };
  }

  /** Runs `build` when a place is free; rejects with RenderBusyError at once when the queue is full. */
  run<T>(build: () => Promise<T>): Promise<T> {
    // Every call not finished is either active or pending (pending includes calls made in this very tick).
    const admitted = this.limit.activeCount + this.limit.pendingCount;
    if (admitted >= this.options.concurrency + this.options.queueLength) return Promise.reject(BUSY);
    const started = this.limit(build);
    this.mostWaiting = Math.max(this.mostWaiting, admitted + 1 - this.options.concurrency);
    return started;
  }
}
