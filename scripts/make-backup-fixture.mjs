#!/usr/bin/env node
// Makes the restore tests' fixture of an older release (services/db/src/backup/testing): a
// database migrated only to 010_contest_months, filled by seedRelease010, backed up in the
// portable format. Run once when the fixture is made; the file is then kept as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync('npx', ['--no-install', 'tsc', '-b', 'services/db'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
const require = createRequire(import.meta.url);
const { createDb } = require(path.join(root, 'services/core/dist/index.js'));
const { createBackup, migrateUpTo } = require(path.join(root, 'services/db/dist/index.js'));
const fixture = require(path.join(root, 'services/db/dist/backup/testing/release-010.js'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nacho-fixture-'));
try {
  const db = createDb({ dataDir });
  await migrateUpTo(db, fixture.RELEASE_010_LEVEL);
  await fixture.seedRelease010(db);
  await db.destroy();
  const backup = await createBackup(
    { dataDir, backupDir: path.join(dataDir, 'backups') },
    fixture.RELEASE_010.createdAt,
  );
  fs.copyFileSync(backup.file, fixture.RELEASE_010_BACKUP);
  console.log(fixture.RELEASE_010_BACKUP);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
