import pLimit from 'p-limit';

/** Every place is taken and the queue in front of them is full: the caller answers 503 at once. */
export class ExportsBusyError extends Error {
  constructor() {
    super('every export place is taken and the queue is full');
    this.name = 'ExportsBusyError';
  }
}

/** Downloads that wait for a place, for each place (beyond: 503 at once). */
export const EXPORT_QUEUE_PER_PLACE = 4;

/**
 * The door in front of the month exports of one process: at most `atOnce` downloads stream (each
 * reads the database page after page, or chunk after chunk) and `queueLength` wait for a place, so
 * hundreds of downloads from as many addresses cost a bounded share of the database pool and of
 * the event loop; past that, an answer at once instead of a wait behind all the others.
 */
export class ExportAdmission {
  private readonly limit: pLimit.Limit;

  constructor(private readonly options: { atOnce: number; queueLength: number }) {
    this.limit = pLimit(Math.max(1, options.atOnce));
  }

  get load(): { streaming: number; waiting: number } {
    return { streaming: this.limit.activeCount, waiting: this.limit.pendingCount };
  }

  /**
   * Waits for a place; resolves with the function that gives it back (call it once the download
   * ended or was abandoned; calling it again does nothing). Rejects at once with ExportsBusyError
   * when the queue is full.
   */
  enter(): Promise<() => void> {
    // Every place not given back is active or pending (pending includes calls made in this very tick).
    if (this.limit.activeCount + this.limit.pendingCount >= Math.max(1, this.options.atOnce) + this.options.queueLength)
      return Promise.reject(new ExportsBusyError());
    return new Promise((granted) => {
      void this.limit(() => new Promise<void>((leave) => granted(() => leave())));
    });
  }
}
