import type { Config, Db, Logger } from '@nacho/core';
import { crownFinishedMonths, uncrownedFinishedMonths } from '@nacho/contest';
import type { JobDefinition } from './job-definition';

export const CONTEST_CROWN_JOB = 'contest-crown';

/** Every local midnight in CONTEST_TZ: the 1st crowns the month that just ended; other days only catch up. */
export const CONTEST_CROWN_CRON = '0 0 0 * * *';

export interface ContestCrownJobDeps {
  config: Pick<Config, 'contestTz'>;
  logger: Logger;
  db: Db;
  now?: () => number;
}

/**
 * contest-crown: crowns every finished contest month that has no crowning yet. Exactly once per
 * month is the database's job (crownMonth), so overlapping runs and re-runs are harmless; at
 * start it runs when a month ended while nothing was running (downtime catch-up).
 */
export function contestCrownJob(deps: ContestCrownJobDeps): JobDefinition {
  const now = deps.now ?? Date.now;
  const tz = deps.config.contestTz;
  return {
    name: CONTEST_CROWN_JOB,
    everyMs: 86_400_000,
    cron: { pattern: CONTEST_CROWN_CRON, tz },
    runAtStart: async () => (await uncrownedFinishedMonths(deps.db, now(), tz)).length > 0,
    run: async () => {
      const results = await crownFinishedMonths(deps.db, now(), tz);
      for (const r of results) deps.logger.info({ crowned: r.crowned, reason: r.reason, entry: r.entry }, 'contest month crowned');
      return results;
    },
  };
}
