import type { Db } from '@nacho/core';

/**
 * The activity data's version (migration 023: triggers on nft_activity and market_sales bump it),
 * read so that a caller sees every write committed before it asked: a read already under way when it
 * asks may predate such a write, so it joins the next read instead. Concurrent callers share reads.
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

const versions = new WeakMap<Db, FreshReads<string>>();

/** The activity data's version as of this call (see FreshReads). */
export const activityDataVersion = (db: Db): Promise<string> => versionReads(db).get();

/**
 * The version the last read answered, without reading: every write it counts was committed before
 * this call, so rows read after this call hold at least those writes. Undefined before a first read.
 */
export const lastActivityDataVersion = (db: Db): string | undefined => versionReads(db).last;

function versionReads(db: Db): FreshReads<string> {
  let reads = versions.get(db);
  if (!reads) {
    reads = new FreshReads(async () => {
      const row = (await db('activity_data_version').where({ id: 1 }).first('version')) as
        { version: number | string } | undefined;
      return String(row?.version ?? '-');
    });
    versions.set(db, reads);
  }
  return reads;
}
