import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { waitFor } from './private-services';

/** The BullMQ key prefix of the worker's queues (services/worker/src/jobs/bullmq-runner.ts). */
const QUEUE_PREFIX = 'nacho';

/**
 * Queues one run of `jobName` the way a trigger does and waits until a worker of the stack has
 * completed it; resolves with how long that took. Rejects when the job failed or nothing ran it.
 */
export async function runQueuedJob(redisUrl: string, jobName: string, timeoutMs = 60_000): Promise<number> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(jobName, { connection, prefix: QUEUE_PREFIX });
  try {
    const queuedAt = performance.now();
    const job = await queue.add(jobName, {}, { removeOnComplete: false, removeOnFail: false });
    let state = '';
    await waitFor(
      `the ${jobName} job ${job.id} to be completed by a worker`,
      async () => {
        state = await job.getState();
        if (state === 'failed')
          throw new Error(`${jobName} job ${job.id} failed: ${(await queue.getJob(job.id!))?.failedReason}`);
        return state === 'completed';
      },
      timeoutMs,
      100,
    );
    return Math.round(performance.now() - queuedAt);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/** Whether the job scheduler (the repeat of a job) named `jobName` exists in Redis. */
export async function hasJobScheduler(redisUrl: string, jobName: string): Promise<boolean> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(jobName, { connection, prefix: QUEUE_PREFIX });
  try {
    return Boolean(await queue.getJobScheduler(jobName));
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
