import { cleanupExpiredSessions, type Db, type Logger } from '@nacho/core';
import type { JobDefinition } from './job-definition';

export const SESSION_CLEANUP_JOB = 'session-cleanup';

/** Hourly: deletes expired rows of the sessions table (only scheduled when sessions live in the database). */
export function sessionCleanupJob(deps: { db: Db; logger: Logger; now?: () => number }): JobDefinition {
  return {
    name: SESSION_CLEANUP_JOB,
    everyMs: 60 * 60_000,
    runAtStart: async () => true,
    run: async () => {
      const removed = await cleanupExpiredSessions(deps.db, (deps.now ?? Date.now)());
      if (removed) deps.logger.info({ removed }, 'expired sessions removed');
      return { removed };
    },
  };
}
