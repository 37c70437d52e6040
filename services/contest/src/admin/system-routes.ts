import Router from '@koa/router';
import type { RetryJobReply } from '@nacho/contracts';
import { notFound, parseInput, requireAdmin, type Db } from '@nacho/core';
import { recordAdminAction } from './audit';
import { retryParams } from './schemas';
import { JobNotFoundError, retryFailedJob, systemReport, type QueueAccess, type SystemConfig } from './system';

export interface SystemRouterDeps extends QueueAccess {
  config: SystemConfig;
  db: Db;
  now?: () => number;
}

/**
 * The admin panel's System tab (issue 28): sync health and runs, the BullMQ queues with their
 * failed jobs, the crowning state of the last months and the last backup. Admin only; the retry
 * is audited (retry_job) and, like every mutating request, passes the app's Origin/JSON check.
 */
export function createSystemRouter({ config, db, redis, prefix, now = Date.now }: SystemRouterDeps) {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin);
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/system', async (ctx) => {
    ctx.body = await systemReport(db, config, { redis, prefix }, now());
  });

  router.post('/system/queues/:queue/jobs/:id/retry', async (ctx) => {
    const { queue, id } = parseInput(retryParams, ctx.params);
    try {
      const job = await retryFailedJob({ redis, prefix }, queue, id);
      await recordAdminAction(db, ctx, now(), {
        action: 'retry_job',
        target: `job:${queue}:${id}`,
        details: { queue, jobId: id, job: job.name, attempts: job.attempts, error: job.error },
      });
    } catch (error) {
      if (error instanceof JobNotFoundError) throw notFound(error.message, 'job_not_found');
      throw error;
    }
    const reply: RetryJobReply = { queue, id, retried: true };
    ctx.body = reply;
  });

  return router;
}
