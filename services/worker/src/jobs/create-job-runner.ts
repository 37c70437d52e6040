import type { Config, Db, Logger, Redis } from '@nacho/core';
import { createLiveBus, type LiveBus, type LivePublisher } from '@nacho/contest/jobs';
import type { PreviewPrerenderer } from '@nacho/nft/jobs';
import { publishCollectionVersion } from '@nacho/db';
import type { CollectionSource } from '../sources/types';
import { ACTIVITY_SYNC_JOB, activitySyncJob } from './activity-sync-job';
import { backupJob } from './backup-job';
import { createBullmqRunner } from './bullmq-runner';
import { collectionSyncJob } from './collection-sync-job';
import { contestCrownJob } from './contest-crown-job';
import { contestSealJob } from './contest-seal-job';
import { createInlineRunner } from './inline-runner';
import type { JobDefinition, JobRunner } from './job-definition';
import { withJobMetrics } from './job-metrics';
import { marketSnapshotJob } from './market-snapshot-job';
import { previewPrerenderJob, withPreviewTriggers, type PreviewTriggerOptions } from './preview-prerender-job';
import { sessionCleanupJob } from './session-cleanup-job';

export interface JobRunnerDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** With a connection: BullMQ queues, workers and job schedulers; without: inline on croner. */
  redis?: Redis;
  /** More jobs next to collection-sync and contest-crown (e.g. market-snapshot). */
  jobs?: JobDefinition[];
  /** A fresh collection source per sync; default: the configured one. */
  createSource?: () => CollectionSource;
  /** BullMQ key prefix; default 'nacho'. */
  queuePrefix?: string;
  /** In-process readers to tell about a published collection_version (the all-in-one server's nft service). */
  onCollectionPublished?: (version: number) => void;
  /** Redis channel for the announcement (tests use their own). */
  versionChannel?: string;
  /**
   * Where the contest's live events go (a crowning): the all-in-one server passes the bus its
   * streams hear; default: Redis pub/sub when there is a connection, else nowhere. A bus that can
   * be heard (subscribe) also tells preview-prerender of the contest's changes.
   */
  live?: LivePublisher & Partial<Pick<LiveBus, 'subscribe'>>;
  /**
   * The link-preview pre-render (job preview-prerender): the all-in-one server passes its nft
   * service's, the standalone worker one of its own storing in Redis. None: no such job.
   */
  previews?: PreviewPrerenderer;
  /** How soon after a change preview-prerender runs (tests shorten it). */
  previewTriggers?: Pick<PreviewTriggerOptions, 'quietMs' | 'maxWaitMs'>;
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const logger = deps.logger.child({ component: 'jobs' });
  let previewsChanged: () => void = () => undefined;
  let activityAfterSync: () => void = () => undefined;
  // Readers in other processes hear of a new version over Redis, those in this one directly.
  const announceVersion = async (version: number) => {
    deps.onCollectionPublished?.(version);
    if (deps.redis) await publishCollectionVersion(deps.redis, version, deps.versionChannel);
    previewsChanged();
  };
  // A published collection sync may have changed owners and listings: the activity follows.
  const onPublished = async (version: number) => {
    await announceVersion(version);
    activityAfterSync();
  };
  // Without a bus from the caller: one of this runner's own on Redis (closed when the runner stops).
  const ownBus = deps.live || !deps.redis ? undefined : createLiveBus({ logger, redis: deps.redis });
  const live = deps.live ?? ownBus;
  // Without Redis the sessions live in the database, and expired rows need sweeping.
  const sessionJobs = deps.redis ? [] : [sessionCleanupJob({ db: deps.db, logger })];
  const jobs = [
    collectionSyncJob({ ...deps, logger, onPublished }),
    activitySyncJob({
      ...deps,
      logger,
      onActivity: (event) => live?.publish({ type: 'activity', ...event }),
    }),
    marketSnapshotJob({ ...deps, logger }),
    contestCrownJob({ ...deps, logger, live }),
    contestSealJob({ ...deps, logger }),
    ...sessionJobs,
    // Off unless BACKUP_SCHEDULE or BACKUP_INTERVAL_HOURS is set.
    ...[backupJob({ config: deps.config, logger, db: deps.db })].filter((job) => job !== undefined),
    ...(deps.previews ? [previewPrerenderJob({ prerenderer: deps.previews, logger })] : []),
    ...(deps.jobs ?? []),
  ];
  // The metrics read the job state (last sync, months awaiting crowning) at each scrape while the runner runs.
  const runner = withJobMetrics(
    deps.redis
      ? createBullmqRunner({ jobs, logger, connection: deps.redis, prefix: deps.queuePrefix })
      : createInlineRunner({ jobs, logger }),
    deps,
  );
  activityAfterSync = () =>
    void runner.trigger(ACTIVITY_SYNC_JOB).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not start the activity sync after the collection sync');
    });
  if (!deps.previews) return runner;
  const hearable = live?.subscribe ? (live as Pick<LiveBus, 'subscribe'>) : undefined;
  const triggered = withPreviewTriggers(runner, { ...deps.previewTriggers, bus: hearable, logger });
  previewsChanged = triggered.changed;
  return {
    ...triggered,
    async stop() {
      await triggered.stop();
      await ownBus?.close();
    },
  };
}
