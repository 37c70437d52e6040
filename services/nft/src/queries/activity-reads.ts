import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { dialectOf, HttpError, type Db } from '@nacho/core';
import {
  activityPage,
  decodeCursor,
  tokenHistoryResult,
  type ActivityPageOptions,
  type HistoryResultOptions,
} from './activity-feed';

/**
 * The feed's and the histories' database reads, on the service's thread or on reader threads. Each
 * answers the route's result as JSON (activityPage's and tokenHistoryResult's).
 */
export interface ActivityReads {
  page(options: ActivityPageOptions): Promise<string>;
  history(options: HistoryResultOptions): Promise<string>;
  /** True when the reads run on worker threads. */
  readonly threaded: boolean;
  close(): Promise<void>;
}

export interface ActivityReadsOptions {
  /** Reader threads on SQLite; default 2 (at most the cores); 0: reads on the calling thread. */
  threads?: number;
  /** Reads waiting for a thread; past it a read is answered 503. Default 512. */
  maxQueue?: number;
}

/** The compiled worker: beside this file in dist, or, when this file runs from source (jest), the build's copy. */
function workerFile(): string | undefined {
  return [
    path.join(__dirname, 'activity-read-worker.js'),
    path.resolve(__dirname, '../../dist/queries/activity-read-worker.js'),
  ].find((file) => existsSync(file));
}

function sqliteFileOf(db: Db): string | undefined {
  const connection = db.client.config.connection as { filename?: string } | undefined;
  const filename = connection?.filename;
  return filename && filename !== ':memory:' && existsSync(filename) ? filename : undefined;
}

/**
 * better-sqlite3 reads synchronously on the calling thread: a page of a common trait or a long
 * history holds it 1-2 ms, and with 8 readers at once every request of the service waited behind
 * them (bench/activity, BENCHMARKS.md). On SQLite the reads go to reader threads, each with its own
 * connection to the same file; PostgreSQL's reads already wait off the thread, so they stay here.
 */
export function createActivityReads(db: Db, options: ActivityReadsOptions = {}): ActivityReads {
  const inProcess: ActivityReads = {
    page: async (o) => JSON.stringify(await activityPage(db, o)),
    history: async (o) => JSON.stringify(await tokenHistoryResult(db, o)),
    threaded: false,
    close: async () => undefined,
  };
  const file = workerFile();
  if (!file || dialectOf(db) !== 'sqlite' || options.threads === 0) return inProcess;
  // Made at the first read: the file exists by then (the service migrates it first), and a service
  // that never reads activity starts no thread.
  let pool: Piscina | undefined;
  let closed = false;
  const poolOrNone = (): Piscina | undefined => {
    if (pool || closed) return pool;
    const filename = sqliteFileOf(db);
    if (!filename) return undefined;
    const threads = Math.max(1, Math.min(options.threads ?? 2, os.availableParallelism()));
    pool = new Piscina({
      filename: file,
      workerData: { filename },
      minThreads: threads,
      maxThreads: threads,
      maxQueue: options.maxQueue ?? 512,
      idleTimeout: Infinity,
    });
    return pool;
  };
  const run = async (name: 'page' | 'history', task: object, here: () => Promise<string>): Promise<string> => {
    const threads = poolOrNone();
    if (!threads) return here();
    if (threads.queueSize >= threads.options.maxQueue)
      throw new HttpError(503, 'busy', 'Too many activity reads at once; try again shortly');
    return (await threads.run(task, { name })) as string;
  };
  return {
    page: async (o) => {
      // Checked here: an error thrown on a thread arrives without its status.
      if (o.cursor) decodeCursor(o.cursor);
      return run('page', o, () => inProcess.page(o));
    },
    history: (o) => run('history', o, () => inProcess.history(o)),
    get threaded() {
      return poolOrNone() !== undefined;
    },
    close: async () => {
      closed = true;
      await pool?.close();
    },
  };
}
