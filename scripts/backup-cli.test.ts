import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '@nacho/core';
import { tempDir } from '@nacho/core/testing';
import { BACKUP_TABLES, migrateLatest } from '@nacho/db';
import { MIGRATION_NAMES, truncatedCopy } from '@nacho/db/testing';

const root = path.join(__dirname, '..');
const run = (script: string, args: string[], env: Record<string, string>, cwd = root) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', REDIS_URL: '', BACKUP_DIR: '', ...env },
    encoding: 'utf8',
  });

/** The SQLite database of a DATA_DIR, migrated, with one user. */
async function seedDataDir(dataDir: string, userId: string): Promise<void> {
  const db = createDb({ dataDir });
  await migrateLatest(db);
  await db('users').insert({ id: userId, created_at: 1, updated_at: 1 });
  await db.destroy();
}

/** npm run backup / npm run restore against an embedded SQLite DATA_DIR (the built services/db). */
describe('npm run backup and npm run restore', () => {
  const dataDir = tempDir('nacho-cli-');
  const env = { DATA_DIR: dataDir };
  beforeAll(() => seedDataDir(dataDir, 'cli-user'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('backs up into DATA_DIR/backups, prints the file as the last line, and restores only with --yes', async () => {
    const backup = run('backup.mjs', [], env);
    expect(backup.status).toBe(0);
    const file = backup.stdout.trim().split('\n').pop()!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(fs.existsSync(file)).toBe(true);

    const db = createDb({ dataDir });
    await db('users').del();
    await db.destroy();

    const refused = run('restore.mjs', [file], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^nacho-backup-\\d{8}T\\d{6}Z\\.ndjson\\.gz is whole: a backup of SQLite made \\S+ at migration ${MIGRATION_NAMES.at(-1)} \\(users 1, nft_likes 0, `,
      ),
    );
    expect(refused.stderr).toMatch(
      /This replaces users, nft_likes, .* in the SQLite database .*\sNothing was changed\. To go ahead: npm run restore -- .* --yes/s,
    );

    const restored = run('restore.mjs', [file, '--yes'], env);
    expect(restored.status).toBe(0);
    // the level of the newest migration, whichever it is
    expect(restored.stdout).toMatch(
      new RegExp(
        `^restored ${BACKUP_TABLES.length} tables into the SQLite database .* the database is at migration ${MIGRATION_NAMES.at(-1)}\\)`,
      ),
    );
    const after = createDb({ dataDir });
    expect(await after('users').pluck('id')).toEqual(['cli-user']);
    await after.destroy();
  });

  it('restores onto a new machine: a DATA_DIR that does not exist yet gets the database, migrated', async () => {
    const backup = run('backup.mjs', [], env);
    const file = backup.stdout.trim().split('\n').pop()!;
    const parent = tempDir('nacho-cli-new-');
    const newMachine = { DATA_DIR: path.join(parent, 'data') };
    try {
      const dry = run('restore.mjs', [file], newMachine);
      expect(dry.status).toBe(2);
      expect(dry.stderr).toContain(
        `This creates the schema in the SQLite database ${path.join(parent, 'data', 'nacho.sqlite')} (empty now)`,
      );
      expect(fs.existsSync(newMachine.DATA_DIR)).toBe(false);

      const restored = run('restore.mjs', [file, '--yes'], newMachine);
      expect(restored.status).toBe(0);
      const db = createDb({ dataDir: newMachine.DATA_DIR });
      expect(await db('users').pluck('id')).toEqual(['cli-user']);
      expect((await db('knex_migrations').orderBy('id').pluck('name')).at(-1)).toBe(MIGRATION_NAMES.at(-1));
      await db.destroy();
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('refuses a truncated backup with exit code 1, changing nothing', async () => {
    const backup = run('backup.mjs', [], env);
    const file = backup.stdout.trim().split('\n').pop()!;
    const cut = truncatedCopy(file, `${file}.cut.ndjson.gz`);
    try {
      for (const args of [[cut], [cut, '--yes']]) {
        const refused = run('restore.mjs', args, env);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain(
          `restore failed, nothing was changed: ${path.basename(cut)} is truncated (it ends before its last line)`,
        );
      }
      const db = createDb({ dataDir });
      expect(await db('users').pluck('id')).toEqual(['cli-user']);
      await db.destroy();
    } finally {
      fs.rmSync(cut, { force: true });
    }
  });

  it('explains its usage and a missing file', () => {
    expect(run('restore.mjs', [], env)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('usage: npm run restore -- FILE --yes'),
    });
    expect(run('restore.mjs', ['/nope.ndjson.gz', '--yes'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('restore failed, nothing was changed: no backup file at /nope.ndjson.gz'),
    });
  });

  it('writes into BACKUP_DIR when it is set', () => {
    const parent = tempDir('nacho-cli-dir-');
    const backupDir = path.join(parent, 'elsewhere');
    try {
      const backup = run('backup.mjs', [], { ...env, BACKUP_DIR: backupDir });
      expect(backup.status).toBe(0);
      const file = backup.stdout.trim().split('\n').pop()!;
      expect(path.dirname(file)).toBe(backupDir);
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('without DATA_DIR and BACKUP_DIR, backs up ./data into ./data/backups (relative to where npm runs it)', async () => {
    const cwd = tempDir('nacho-cli-cwd-');
    try {
      await seedDataDir(path.join(cwd, 'data'), 'default-dir-user');
      const backup = run('backup.mjs', [], { DATA_DIR: '' }, cwd);
      expect(backup.status).toBe(0);
      const file = backup.stdout.trim().split('\n').pop()!;
      expect(path.dirname(file)).toBe(path.join(fs.realpathSync(cwd), 'data', 'backups'));
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });
});
