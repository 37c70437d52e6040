/**
 * Reads of a value that changes (a data version), shared by the callers who ask together, and fresh
 * for each of them: a caller sees every write committed before it asked. A read already under way
 * when it asks may predate such a write, so it joins the next read instead.
 */
export class FreshReads<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;
  private lastValue: T | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  /** The answer of the last read that ended well (reads run one at a time, so it is also the newest), if any. */
  get last(): T | undefined {
    return this.lastValue;
  }

  private start(): Promise<T> {
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then((value) => {
      this.lastValue = value;
      done();
    }, done);
    return read;
  }
}
