import type { Config, Db, Logger } from '@nacho/core';
import { makeRecordedBackup, pruneBackups } from '@nacho/db';
import type { JobDefinition } from './job-definition';

export const BACKUP_JOB = 'backup';

export interface BackupJobDeps {
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir' | 'backupKeep' | 'backupSchedule'>;
  logger: Logger;
  /** Where each backup (or its failure) is recorded for the System tab. */
  db: Db;
  now?: () => number;
}

/** A cron pattern of 5 fields gets the seconds field the runners expect. */
const withSeconds = (pattern: string) =>
  pattern.trim().split(/\s+/).length === 5 ? `0 ${pattern.trim()}` : pattern.trim();

/**
 * backup: the scheduled `npm run backup` (BACKUP_SCHEDULE, a cron pattern in UTC, or every
 * BACKUP_INTERVAL_HOURS), keeping the newest BACKUP_KEEP files in BACKUP_DIR. Off unless one of
 * the two is set (returns undefined then).
 */
export function backupJob(deps: BackupJobDeps): JobDefinition | undefined {
  const schedule = deps.config.backupSchedule;
  if (!schedule) return undefined;
  const now = deps.now ?? Date.now;
  return {
    name: BACKUP_JOB,
    everyMs: 'everyMs' in schedule ? schedule.everyMs : 86_400_000,
    cron: 'cron' in schedule ? { pattern: withSeconds(schedule.cron), tz: 'UTC' } : undefined,
    runAtStart: async () => false,
    run: async () => {
      const backup = await makeRecordedBackup(deps.db, deps.config, 'schedule', now);
      if (backup.recordError)
        deps.logger.warn(
          { file: backup.file, error: backup.recordError },
          'backup written, but not recorded for the System tab',
        );
      const pruned = pruneBackups(deps.config.backupDir, deps.config.backupKeep);
      deps.logger.info({ file: backup.file, bytes: backup.bytes, pruned: pruned.length }, 'backup written');
      return { file: backup.file, bytes: backup.bytes, pruned };
    },
  };
}
