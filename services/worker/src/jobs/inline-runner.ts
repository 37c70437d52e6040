import type { Logger } from '@nacho/core';
import { Cron } from 'croner';
import { findJob, type JobDefinition, type JobRunner } from './job-definition';

/**
 * Embedded mode: the processors run in this process on croner. A job never overlaps itself:
 * a scheduled or triggered run while one is going is skipped.
 */
export function createInlineRunner(options: { jobs: JobDefinition[]; logger: Logger }): JobRunner {
  const { jobs, logger } = options;
  const controller = new AbortController();
  const crons = new Map<string, Cron>();
  const running = new Map<string, Promise<void>>();

  const skipped = (job: JobDefinition) => logger.info({ job: job.name }, 'job already running; this run is skipped');
  const execute = (job: JobDefinition): Promise<void> => {
    const current = running.get(job.name);
    if (current) {
      skipped(job);
      return current;
    }
    const run = (async () => {
      try {
        await job.run({ signal: controller.signal });
      } catch (error) {
        logger.error({ err: error, job: job.name }, 'job failed');
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
    return run;
  };

  return {
    async start() {
      for (const job of jobs) {
        const cron = job.cron
          ? new Cron(job.cron.pattern, { timezone: job.cron.tz, protect: () => skipped(job) }, () => execute(job))
          : // Every second, at least `interval` seconds apart, the first run one interval from now.
            new Cron(
              '* * * * * *',
              {
                interval: Math.max(1, Math.round(job.everyMs / 1000)),
                startAt: new Date(Date.now() + job.everyMs),
                protect: () => skipped(job),
              },
              () => execute(job),
            );
        crons.set(job.name, cron);
        if (await job.runAtStart()) void execute(job);
      }
    },
    async stop() {
      for (const cron of crons.values()) cron.stop();
      crons.clear();
      controller.abort(new Error('job runner stopping'));
      await Promise.allSettled(running.values());
    },
    async trigger(jobName) {
      if (controller.signal.aborted) throw new Error('job runner stopped');
      void execute(findJob(jobs, jobName));
    },
    async nextRunAt(jobName) {
      findJob(jobs, jobName);
      return crons.get(jobName)?.nextRun()?.getTime() ?? null;
    },
  };
}
