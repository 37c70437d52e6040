import { workerData } from 'node:worker_threads';
import { createDb } from '@nacho/core';
import { activityPage, tokenHistoryResult, type ActivityPageOptions, type HistoryResultOptions } from './activity-feed';

/**
 * A thread of activity-reads.ts: its own connection to the service's SQLite file (WAL lets it read
 * beside the service's writer), refusing writes, so that the feed's and the histories' reads
 * (synchronous in better-sqlite3) run off the service's event loop.
 */
const db = createDb(
  { databaseUrl: undefined, dataDir: '' },
  { filename: (workerData as { filename: string }).filename, queryOnly: true },
);

// The result as JSON: a string crosses to the service's thread as one copy, and the thread has no
// objects to rebuild and serialize again.
export const page = async (options: ActivityPageOptions) => JSON.stringify(await activityPage(db, options));
export const history = async (options: HistoryResultOptions) => JSON.stringify(await tokenHistoryResult(db, options));
