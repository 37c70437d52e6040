import type { Db } from '@nacho/core';

/**
 * The activity data's version (migration 023: triggers on nft_activity and market_sales bump it),
 * read so that a caller sees every write committed before it asked: a read already under way when it
 * asks may predate such a write, so it joins the next read instead. Concurrent callers share reads.
 */
export class FreshReads<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

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

  private start(): Promise<T> {
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = undefined;
    };
    read.then(done, done);
    return read;
  }
}

const versions = new WeakMap<Db, FreshReads<string>>();

/** The activity data's version as of this call (see FreshReads). */
export function activityDataVersion(db: Db): Promise<string> {
  let reads = versions.get(db);
  if (!reads) {
    reads = new FreshReads(async () => {
      const row = (await db('activity_data_version').where({ id: 1 }).first('version')) as
        { version: number | string } | undefined;
      return String(row?.version ?? '-');
    });
    versions.set(db, reads);
  }
  return reads.get();
}
