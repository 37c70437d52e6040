import { metrics, type Logger, type Redis } from '@nacho/core';
import { Queue, Worker } from 'bullmq';
import { findJob, type JobDefinition, type JobRunner } from './job-definition';

export interface BullmqRunnerOptions {
  jobs: JobDefinition[];
  logger: Logger;
  connection: Redis;
  /** Redis key prefix of every queue; default 'nacho'. */
  prefix?: string;
}

const KEEP = { removeOnComplete: 100, removeOnFail: 100 };

/**
 * Distributed mode: a BullMQ queue and job scheduler per job, and a worker with concurrency 1.
 * Every worker process runs this; the scheduler (upserted by id) exists once in Redis.
 */
export function createBullmqRunner(options: BullmqRunnerOptions): JobRunner {
  const { jobs, logger, connection } = options;
  const prefix = options.prefix ?? 'nacho';
  const controller = new AbortController();
  const queues = new Map(
    jobs.map((job) => [job.name, new Queue(job.name, { connection, prefix, defaultJobOptions: KEEP })]),
  );
  const workers: Worker[] = [];
  const queueOf = (name: string) => queues.get(findJob(jobs, name).name)!;
  let stopQueueMetrics: (() => void) | undefined;
  /** nacho_queue_jobs{queue, state}: each queue's counts, asked of Redis at each scrape. */
  const countJobsOnScrape = () => {
    metrics.registerOnUse(metrics.queueJobs);
    return metrics.onScrape(async () => {
      // While Redis is away the counts would only queue up; nacho_redis_up says so meanwhile.
      if (connection.status !== 'ready') return;
      await Promise.all(
        [...queues].map(async ([name, queue]) => {
          const counts = await queue.getJobCounts(...metrics.QUEUE_STATES);
          for (const state of metrics.QUEUE_STATES) metrics.queueJobs.set({ queue: name, state }, counts[state] ?? 0);
        }),
      );
    });
  };

  /**
   * Upserted only when missing, new or changed, so that restarts keep the schedule; the first run
   * is one interval away (a new `every` scheduler would otherwise run at once, besides the run at start).
   */
  async function ensureScheduler(job: JobDefinition): Promise<void> {
    const queue = queues.get(job.name)!;
    const scheduler = await queue.getJobScheduler(job.name);
    if (job.cron) {
      if (scheduler?.pattern !== job.cron.pattern || scheduler?.tz !== job.cron.tz) {
        await queue.upsertJobScheduler(
          job.name,
          { pattern: job.cron.pattern, tz: job.cron.tz },
          { name: job.name, opts: KEEP },
        );
      }
    } else if (scheduler?.every !== job.everyMs) {
      await queue.upsertJobScheduler(
        job.name,
        { every: job.everyMs, startDate: Date.now() + job.everyMs },
        { name: job.name, opts: KEEP },
      );
    }
  }

  // A Redis that restarts without persistence comes back without the schedulers: re-create them
  // whenever the connection is ready again, or the recurring jobs would stop until a worker restart.
  const onReady = () => {
    Promise.all(jobs.map(ensureScheduler)).catch((error: unknown) =>
      logger.error({ err: error }, 'job schedulers could not be restored'),
    );
  };

  return {
    async start() {
      for (const job of jobs) {
        const queue = queues.get(job.name)!;
        await ensureScheduler(job);
        const worker = new Worker(job.name, () => job.run({ signal: controller.signal }), {
          connection,
          prefix,
          concurrency: 1,
        });
        worker.on('failed', (failed, error) =>
          logger.error({ err: error, job: job.name, id: failed?.id }, 'job failed'),
        );
        worker.on('error', (error) => logger.error({ err: error, job: job.name }, 'job worker error'));
        workers.push(worker);
        await worker.waitUntilReady();
        // Deduplicated: replicas starting together queue one run.
        if (await job.runAtStart()) await queue.add(job.name, {}, { deduplication: { id: `${job.name}-at-start` } });
      }
      connection.on('ready', onReady);
      stopQueueMetrics ??= countJobsOnScrape();
    },
    async stop() {
      stopQueueMetrics?.();
      stopQueueMetrics = undefined;
      connection.off('ready', onReady);
      controller.abort(new Error('job runner stopping'));
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
    async trigger(jobName) {
      // While a triggered run is still waiting or running, further triggers are folded into it.
      await queueOf(jobName).add(jobName, {}, { deduplication: { id: `${jobName}-triggered` } });
    },
    async nextRunAt(jobName) {
      const scheduler = await queueOf(jobName).getJobScheduler(jobName);
      return scheduler?.next ?? null;
    },
  };
}
