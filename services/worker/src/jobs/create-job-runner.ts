import type { Config, Db, Logger, Redis } from '@nacho/core';
import type { CollectionSource } from '../sources/types';
import { createBullmqRunner } from './bullmq-runner';
import { collectionSyncJob } from './collection-sync-job';
import { createInlineRunner } from './inline-runner';
import type { JobDefinition, JobRunner } from './job-definition';
import { sessionCleanupJob } from './session-cleanup-job';

export interface JobRunnerDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** With a connection: BullMQ queues, workers and job schedulers; without: inline on croner. */
  redis?: Redis;
  /** More jobs next to collection-sync (e.g. contest-crown, market-snapshot). */
  jobs?: JobDefinition[];
  /** A fresh collection source per sync; default: the configured one. */
  createSource?: () => CollectionSource;
  /** BullMQ key prefix; default 'nacho'. */
  queuePrefix?: string;
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const logger = deps.logger.child({ component: 'jobs' });
  // Without Redis the sessions live in the database, and expired rows need sweeping.
  const sessionJobs = deps.redis ? [] : [sessionCleanupJob({ db: deps.db, logger })];
  const jobs = [collectionSyncJob({ ...deps, logger }), ...sessionJobs, ...(deps.jobs ?? [])];
  if (deps.redis) return createBullmqRunner({ jobs, logger, connection: deps.redis, prefix: deps.queuePrefix });
  return createInlineRunner({ jobs, logger });
}
