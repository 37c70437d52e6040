import path from 'node:path';
import type { AdminFailedJob, AdminQueue, AdminSystem } from '@nacho/contracts';
import type { Config, Db, Redis } from '@nacho/core';
import { readBackupHealth, readSyncHealth, readSyncState, recentSyncRuns, syncFreshness } from '@nacho/db';
import { contestMonth, shiftMonth, yearMonthKey, type YearMonth } from '@nacho/domain';
import { Job, Queue } from 'bullmq';
import { contestMonthsOverview } from '../contest-months/months-overview';
import { finishedMonthState } from '../contest-months/month-rows';

export type SystemConfig = Pick<Config, 'contestTz' | 'syncIntervalMinutes' | 'backupKeep' | 'backupSchedule'>;

export interface QueueAccess {
  redis?: Redis;
  /** BullMQ key prefix of the worker's queues; default 'nacho' (the worker's). */
  prefix?: string;
}

/** The error in one line (the first line, at most 300 characters). */
export const oneLine = (text: string | null | undefined): string | null => {
  if (!text) return text ?? null;
  const first = text.split('\n').find((l) => l.trim()) ?? '';
  return first.length > 300 ? `${first.slice(0, 299)}…` : first;
};

const queueConnections = new WeakMap<Redis, Redis>();

/**
 * The connection the queue reads go through: one of their own, opened on the first read and closed
 * when the service's connection ends. BullMQ defines its Lua scripts (64) on the connection it is
 * given, and ioredis copies every defined script onto each pipeline it makes: on the service's
 * connection (auto-pipelined then) every batch of commands came to cost 15 KB, most of a contest
 * replica's old-space garbage under load (RELIABILITY.md, Soak).
 */
export function queueConnection(redis: Redis): Redis {
  let connection = queueConnections.get(redis);
  if (!connection) {
    const own = redis.duplicate({ lazyConnect: true });
    redis.once('end', () => own.disconnect());
    queueConnections.set(redis, own);
    connection = own;
  }
  return connection;
}

/** The worker's queues: every BullMQ queue under the prefix (found by its meta key, so a new job appears by itself). */
async function queueNames(redis: Redis, prefix: string): Promise<string[]> {
  const names = new Set<string>();
  let cursor = '0';
  do {
    // The scan walks every key (sessions and limits too): a large COUNT keeps it to a few round trips.
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*:meta`, 'COUNT', 2000);
    cursor = next;
    for (const key of keys) names.add(key.slice(prefix.length + 1, -':meta'.length));
  } while (cursor !== '0');
  return [...names].sort();
}

async function withQueue<T>(
  access: Required<QueueAccess>,
  name: string,
  use: (queue: Queue) => Promise<T>,
): Promise<T> {
  const queue = new Queue(name, { connection: access.redis, prefix: access.prefix });
  try {
    return await use(queue);
  } finally {
    await queue.close();
  }
}

async function queueReport(access: Required<QueueAccess>, name: string): Promise<AdminQueue> {
  return withQueue(access, name, async (queue) => {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    const failedJobs = await queue.getFailed(0, 19);
    const failed: AdminFailedJob[] = failedJobs.filter(Boolean).map((job) => ({
      id: String(job.id),
      name: job.name,
      error: oneLine(job.failedReason) ?? 'failed without a reason',
      attempts: job.attemptsMade,
      failedAt: job.finishedOn ?? null,
    }));
    return {
      name,
      counts: {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        completed: counts.completed ?? 0,
      },
      failed,
    };
  });
}

export class JobNotFoundError extends Error {}

/** Moves a failed job back to waiting (BullMQ retry); throws JobNotFoundError when there is no such failed job. */
export async function retryFailedJob(
  access: QueueAccess,
  queueName: string,
  id: string,
): Promise<{ name: string; attempts: number; error: string | null }> {
  if (!access.redis) throw new JobNotFoundError('there are no queues in embedded mode');
  const full = { redis: queueConnection(access.redis), prefix: access.prefix ?? 'nacho' };
  if (!(await queueNames(full.redis, full.prefix)).includes(queueName))
    throw new JobNotFoundError(`there is no queue ${queueName}`);
  return withQueue(full, queueName, async (queue) => {
    const job = await Job.fromId(queue, id);
    if (!job || !(await job.isFailed())) throw new JobNotFoundError(`${queueName} has no failed job ${id}`);
    const before = { name: job.name, attempts: job.attemptsMade, error: oneLine(job.failedReason) };
    await job.retry('failed');
    return before;
  });
}

/**
 * The 12 months before `current`, newest first, each as the months overview has it, or, before the
 * first month with a record, as a finished month without likes (nothing to crown).
 */
export function lastTwelveMonths(current: YearMonth, overview: AdminSystem['months']): AdminSystem['months'] {
  const known = new Map(overview.map((m) => [yearMonthKey(m), m]));
  return Array.from({ length: 12 }, (_, i) => {
    const ym = shiftMonth(current, -(i + 1));
    return (
      known.get(yearMonthKey(ym)) ?? {
        ...ym,
        state: finishedMonthState(undefined, 0),
        winner: null,
        likes: 0,
        failedAttempts: 0,
        lastError: null,
      }
    );
  });
}

/** GET /api/admin/system. */
export async function systemReport(
  db: Db,
  config: SystemConfig,
  access: QueueAccess,
  now: number,
): Promise<AdminSystem> {
  const current = contestMonth(now, config.contestTz);
  const [row, health, runs, overview, backups] = await Promise.all([
    readSyncState(db),
    readSyncHealth(db),
    recentSyncRuns(db, 20),
    contestMonthsOverview(db, current),
    readBackupHealth(db),
  ]);
  const freshness = syncFreshness(row, health, config.syncIntervalMinutes, now);
  let queues: AdminSystem['queues'] = { mode: 'embedded' };
  if (access.redis) {
    const full = { redis: queueConnection(access.redis), prefix: access.prefix ?? 'nacho' };
    queues = {
      mode: 'bullmq',
      queues: await Promise.all((await queueNames(full.redis, full.prefix)).map((name) => queueReport(full, name))),
    };
  }
  return {
    now,
    sync: {
      phase: row.phase,
      collectionVersion: row.collectionVersion,
      ...freshness,
      lastError: oneLine(health.lastFailureError ?? row.lastError),
      syncIntervalMinutes: config.syncIntervalMinutes,
      runs: runs.map((r) => ({
        id: r.id,
        startedAt: r.startedAt,
        finishedAt: r.finishedAt,
        outcome: r.outcome,
        error: oneLine(r.error),
      })),
    },
    queues,
    months: lastTwelveMonths(current, overview),
    backups: {
      scheduled: config.backupSchedule !== undefined,
      keep: config.backupKeep,
      last: backups.last && {
        name: backups.last.name,
        dir: path.dirname(backups.last.file),
        at: backups.last.at,
        bytes: backups.last.bytes,
        madeBy: backups.last.madeBy,
      },
      failure: backups.failure && { ...backups.failure, error: oneLine(backups.failure.error) ?? '' },
    },
  };
}
