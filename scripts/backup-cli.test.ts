import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '@nacho/core';
import { tempDir } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';

const root = path.join(__dirname, '..');
const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', REDIS_URL: '', ...env },
    encoding: 'utf8',
  });

/** npm run backup / npm run restore against an embedded SQLite DATA_DIR (the built services/db). */
describe('npm run backup and npm run restore', () => {
  const dataDir = tempDir('nacho-cli-');
  const env = { DATA_DIR: dataDir };
  beforeAll(async () => {
    const db = createDb({ dataDir });
    await migrateLatest(db);
    await db('users').insert({ id: 'cli-user', created_at: 1, updated_at: 1 });
    await db.destroy();
  });
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
      /This replaces users, nft_likes, .* in the SQLite database .*\sNothing was changed\. To go ahead: npm run restore -- .* --yes/s,
    );

    const restored = run('restore.mjs', [file, '--yes'], env);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^restored 10 tables into the SQLite database .* \(migration 011_sync_runs\)/);
    const after = createDb({ dataDir });
    expect(await after('users').pluck('id')).toEqual(['cli-user']);
    await after.destroy();
  });

  it('explains its usage and a missing file', () => {
    expect(run('restore.mjs', [], env)).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('usage: npm run restore -- FILE --yes'),
    });
    expect(run('restore.mjs', ['/nope.sqlite', '--yes'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('restore failed, nothing was changed: no backup file at /nope.sqlite'),
    });
  });
});
