import type { Config, Db, Logger } from '@nacho/core';
import { crownFinishedMonths, monthsAwaitingCrowning, type LivePublisher } from '@nacho/contest/jobs';
import type { JobDefinition } from './job-definition';
import { countCrowningOutcomes } from './job-metrics';

export const CONTEST_CROWN_JOB = 'contest-crown';

/** Every local midnight in CONTEST_TZ: the 1st crowns the month that just ended; other days only catch up. */
export const CONTEST_CROWN_CRON = '0 0 0 * * *';

export interface ContestCrownJobDeps {
  config: Pick<Config, 'contestTz'>;
  logger: Logger;
  db: Db;
  now?: () => number;
  /** Where a crowning is announced to open pages (the contest's live events). */
  live?: LivePublisher;
}

/**
 * contest-crown: crowns every finished contest month that awaits crowning. Exactly once per month
 * is the database's job (one conditional write per month), so overlapping runs and re-runs are
 * harmless; at start it runs when a month ended while nothing was running (downtime catch-up). A
 * month that fails is logged and recorded, the later months are still crowned, and the job fails
 * afterwards so that the queue retries it.
 */
export function contestCrownJob(deps: ContestCrownJobDeps): JobDefinition {
  const now = deps.now ?? Date.now;
  const tz = deps.config.contestTz;
  return {
    name: CONTEST_CROWN_JOB,
    everyMs: 86_400_000,
    cron: { pattern: CONTEST_CROWN_CRON, tz },
    runAtStart: async () => (await monthsAwaitingCrowning(deps.db, now(), tz)).length > 0,
    run: async () => {
      const outcomes = await crownFinishedMonths(deps.db, now(), tz, deps.live);
      countCrowningOutcomes(outcomes);
      for (const o of outcomes) {
        if (o.outcome === 'failed')
          deps.logger.error(
            { month: o.month, error: o.error },
            'contest month crowning failed; it is retried at the next run',
          );
        else
          deps.logger.info(
            { month: o.month, outcome: o.outcome, entry: o.change.ok ? o.change.entry : undefined },
            'contest month crowning',
          );
      }
      const failed = outcomes.filter((o) => o.outcome === 'failed');
      if (failed.length)
        throw new Error(`crowning failed for ${failed.map((f) => `${f.month.year}-${f.month.month}`).join(', ')}`);
      return outcomes;
    },
  };
}
