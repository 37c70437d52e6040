import { FreshReads, type Db } from '@nacho/core';

/**
 * The activity data's version (migration 023: triggers on nft_activity and market_sales bump it),
 * read so that a caller sees every write committed before it asked (FreshReads).
 */
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
