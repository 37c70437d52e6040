import fs from 'node:fs';
import path from 'node:path';
import { sqliteFile, type Config } from '@nacho/core';
import { BACKUP_EXTENSION } from './backup-format';
import { openPostgresSnapshot } from './postgres-snapshot';
import { snapshotParts, type Snapshot } from './snapshot';
import { openSqliteSnapshot } from './sqlite-snapshot';
import { describeTarget } from './describe-target';
import { writeBackupFile } from './write-backup-file';

export { BACKUP_TABLES, ID_SEQUENCES } from './tables';
export { RestoreError } from './restore-error';
export { describeTarget } from './describe-target';
export { restoreBackup, type RestoreOutcome } from './restore';
export { planRestore, type RestorePlan } from './restore-plan';
export { AFTER_RESTORE, type AfterRestoreHook } from './after-restore';
export { FORMAT_NAME, FORMAT_VERSION, BACKUP_EXTENSION, type BackupSummary } from './backup-format';

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

export interface BackupFile {
  file: string;
  name: string;
  /** The file's modification time (epoch ms): when the backup was completed. */
  at: number;
  bytes: number;
}

const PREFIX = 'nacho-backup-';
/** Backups of earlier releases: still listed (and pruned with the rest); .sqlite ones still restore. */
const EARLIER_EXTENSIONS = ['.sqlite', '.pgdump'];
const stamp = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

async function openSnapshot(config: BackupConfig): Promise<Snapshot> {
  const describe = describeTarget(config);
  if (config.databaseUrl) return openPostgresSnapshot(config.databaseUrl, describe);
  const file = sqliteFile(config.dataDir);
  if (!fs.existsSync(file)) throw new Error(`there is no database at ${file}: nothing to back up`);
  return openSqliteSnapshot(file, { readonly: false, description: describe });
}

/**
 * Backs up the data that cannot be read again from the chain (BACKUP_TABLES) into a new file in
 * BACKUP_DIR, in the portable format (backup-format.ts) whichever the database: one consistent
 * snapshot, streamed page by page (safe while the server runs, and inside its process). Written
 * under a temporary name and renamed when complete, so a listed backup is always a whole one.
 */
export async function createBackup(config: BackupConfig, now: number = Date.now()): Promise<BackupFile> {
  fs.mkdirSync(config.backupDir, { recursive: true });
  let name = `${PREFIX}${stamp(now)}${BACKUP_EXTENSION}`;
  for (let n = 2; fs.existsSync(path.join(config.backupDir, name)); n++)
    name = `${PREFIX}${stamp(now)}-${n}${BACKUP_EXTENSION}`;
  const file = path.join(config.backupDir, name);
  const partial = `${file}.partial`;
  try {
    const snapshot = await openSnapshot(config);
    try {
      await writeBackupFile(snapshotParts(snapshot, new Date(now)), partial);
    } finally {
      await snapshot.close();
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const stat = fs.statSync(file);
  return { file, name, at: stat.mtimeMs, bytes: stat.size };
}

/** The backups in BACKUP_DIR (this release's and earlier ones'), newest first. */
export function listBackups(backupDir: string): BackupFile[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter(
      (name) => name.startsWith(PREFIX) && [BACKUP_EXTENSION, ...EARLIER_EXTENSIONS].some((ext) => name.endsWith(ext)),
    )
    .map((name) => {
      const file = path.join(backupDir, name);
      const stat = fs.statSync(file);
      return { file, name, at: stat.mtimeMs, bytes: stat.size } satisfies BackupFile;
    })
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
}

/** Deletes all but the newest `keep` backups; returns the deleted files. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const old = listBackups(backupDir).slice(keep);
  for (const backup of old) fs.rmSync(backup.file, { force: true });
  return old.map((b) => b.file);
}
