// The backup logic shared with the worker (services/db/src/backup), loaded from its build, and the
// configuration parsed as every service parses it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadBackupModule() {
  const built = path.join(root, 'services/db/dist/backup/index.js');
  const runs = path.join(root, 'services/db/dist/backup/backup-runs.js');
  // A file of the portable format (issue 36): a build from before it is rebuilt.
  const portable = path.join(root, 'services/db/dist/backup/restore.js');
  const coreConfig = path.join(root, 'services/core/dist/config.js');
  // Built when missing or older than this feature (a checkout that was built before it).
  if (
    !fs.existsSync(built) ||
    !fs.existsSync(runs) ||
    !fs.existsSync(portable) ||
    !fs.existsSync(coreConfig) ||
    !fs.readFileSync(coreConfig, 'utf8').includes('backupDir')
  ) {
    const r = spawnSync('npx', ['--no-install', 'tsc', '-b', 'services/db'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const require = createRequire(import.meta.url);
  const core = require(path.join(root, 'services/core/dist/index.js'));
  let config;
  try {
    config = core.loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  return { config, core, db: { ...require(built), ...require(runs) } };
}
