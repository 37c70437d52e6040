import path from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '@nacho/core';
import { createBackup, type BackupFile } from './index';

/** Who made a backup: the worker's BACKUP_SCHEDULE or an operator's `npm run backup`. */
export type BackupMadeBy = 'schedule' | 'command';

/** The last backup made and the last failure after it (table backup_runs, migration 014). */
export interface BackupHealth {
  last: { file: string; name: string; at: number; bytes: number; madeBy: BackupMadeBy } | null;
  /** The newest failed backup when it is newer than the last one made (null once one succeeds again). */
  failure: { at: number; error: string; madeBy: BackupMadeBy } | null;
}

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

/**
 * Makes a backup (createBackup) and records it in backup_runs, or records its failure and throws
 * the error on. The record is written after the file, so a backup's own file never holds it. A
 * backup that was made but could not be recorded (the database went away meanwhile, or is not
 * migrated yet) is still a whole backup: it is returned with `recordError` for the caller to report.
 */
export async function makeRecordedBackup(
  db: Knex,
  config: BackupConfig,
  madeBy: BackupMadeBy,
  now: () => number = Date.now,
): Promise<BackupFile & { recordError?: string }> {
  let backup: BackupFile;
  try {
    backup = await createBackup(config, now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await record(db, { outcome: 'failed', made_by: madeBy, finished_at: now(), error: message.slice(0, 2000) }).catch(
      () => undefined,
    );
    throw error;
  }
  const recordError = await record(db, {
    outcome: 'ok',
    made_by: madeBy,
    finished_at: now(),
    file: backup.file,
    bytes: backup.bytes,
  }).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return recordError ? { ...backup, recordError } : backup;
}

const record = async (db: Knex, row: Record<string, unknown>) => {
  await db('backup_runs').insert(row);
};

export async function readBackupHealth(db: Knex): Promise<BackupHealth> {
  const newest = (outcome: 'ok' | 'failed') =>
    db('backup_runs').where({ outcome }).orderBy('finished_at', 'desc').orderBy('id', 'desc').first() as Promise<
      Record<string, unknown> | undefined
    >;
  const [ok, failed] = await Promise.all([newest('ok'), newest('failed')]);
  const last = ok
    ? {
        file: String(ok.file),
        name: path.basename(String(ok.file)),
        at: Number(ok.finished_at),
        bytes: Number(ok.bytes),
        madeBy: ok.made_by as BackupMadeBy,
      }
    : null;
  const failure =
    failed && (!last || Number(failed.finished_at) > last.at)
      ? { at: Number(failed.finished_at), error: String(failed.error ?? ''), madeBy: failed.made_by as BackupMadeBy }
      : null;
  return { last, failure };
}
