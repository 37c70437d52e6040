import fs from 'node:fs';
import path from 'node:path';
import { sqliteFile } from '@nacho/core';
import { eachDatabase } from '../testing';
import { openSqlite } from './sqlite-file';
import { BACKUP_TABLES, createBackup, listBackups, pruneBackups, restoreBackup } from './index';

eachDatabase('backup files', (ctx) => {
  const config = () => ({
    databaseUrl: ctx.databaseUrl(),
    dataDir: ctx.dataDir(),
    backupDir: path.join(ctx.dataDir(), 'backups'),
  });

  it('holds the backup tables and nothing else: no sessions, no collection data', async () => {
    const db = ctx.db();
    await db('users').insert({ id: 'u1', created_at: 1, updated_at: 1 });
    await db('sessions').insert({ sid: 'secret-session', sess: '{}', expire: Date.now() + 60_000 });
    await db('tokens').insert({ token_id: 1, tick: 'NACHO', owner: 'kaspa:qq', op_score_mod: '1', updated_at: 1 });
    const backup = await createBackup(config());
    expect(path.basename(backup.file)).toMatch(
      ctx.dialect === 'sqlite' ? /^nacho-backup-\d{8}T\d{6}Z\.sqlite$/ : /^nacho-backup-\d{8}T\d{6}Z\.pgdump$/,
    );
    expect(fs.readdirSync(config().backupDir)).toEqual([backup.name]);
    if (ctx.dialect === 'sqlite') {
      const copy = openSqlite(backup.file, { readonly: true });
      const tables = (
        copy
          .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
          .all() as Array<{ name: string }>
      ).map((r) => r.name);
      copy.close();
      expect(tables).toEqual([...BACKUP_TABLES, 'knex_migrations'].sort());
      // One self-contained file (journal mode DELETE, no -wal beside it).
      expect(fs.existsSync(`${backup.file}-wal`)).toBe(false);
    } else {
      const { execFileSync } = await import('node:child_process');
      const toc = execFileSync('pg_restore', ['--list', backup.file]).toString();
      const dumped = [...toc.matchAll(/ TABLE DATA public (\w+) /g)].map((m) => m[1]).sort();
      expect(dumped).toEqual([...BACKUP_TABLES, 'knex_migrations'].sort());
    }
  });

  it('keeps the newest N backups', async () => {
    const dir = config().backupDir;
    fs.rmSync(dir, { recursive: true, force: true });
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await createBackup(config(), Date.UTC(2026, 0, 1 + i)));
    // mtime decides "newest"; make it follow the order of creation whatever the file system's resolution.
    made.forEach((b, i) =>
      fs.utimesSync(b.file, new Date(Date.UTC(2026, 0, 1 + i)), new Date(Date.UTC(2026, 0, 1 + i))),
    );
    expect(pruneBackups(dir, 2).sort()).toEqual([made[0]!.file, made[1]!.file].sort());
    expect(listBackups(dir).map((b) => b.file)).toEqual([made[3]!.file, made[2]!.file]);
  });

  it('refuses a backup of the other database kind', async () => {
    const other = path.join(
      config().backupDir,
      ctx.dialect === 'sqlite' ? 'nacho-backup-x.pgdump' : 'nacho-backup-x.sqlite',
    );
    fs.writeFileSync(other, 'not a backup');
    await expect(restoreBackup(config(), other)).rejects.toThrow(
      ctx.dialect === 'sqlite'
        ? /is a PostgreSQL backup, but the configured database is SQLite/
        : /is a SQLite backup, but the configured database is PostgreSQL/,
    );
  });
});

/**
 * A backup in the format of the releases before the portable one (issue 28): a copy of the SQLite
 * file by SQLite's online backup API, holding only the backed-up tables and knex_migrations.
 */
async function legacySqliteBackup(dataDir: string, file: string): Promise<void> {
  const live = openSqlite(sqliteFile(dataDir), { fileMustExist: true });
  await live.backup(file);
  live.close();
  const copy = openSqlite(file, { fileMustExist: true });
  const keep = new Set<string>([...BACKUP_TABLES, 'knex_migrations']);
  const tables = copy.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`).all() as Array<{ name: string }>;
  copy.pragma('foreign_keys = OFF');
  for (const { name } of tables) if (!keep.has(name)) copy.exec(`drop table "${name}"`);
  copy.pragma('journal_mode = DELETE');
  copy.exec('vacuum');
  copy.close();
}

eachDatabase('an old .sqlite backup', (ctx) => {
  const config = () => ({ databaseUrl: ctx.databaseUrl(), dataDir: ctx.dataDir(), backupDir: path.join(ctx.dataDir(), 'backups') });
  it('that fails SQLite\'s integrity check is refused, changing nothing', async () => {
    if (ctx.dialect !== 'sqlite') return;
    await ctx.db()('users').insert({ id: 'kept', created_at: 1, updated_at: 1 });
    fs.mkdirSync(config().backupDir, { recursive: true });
    const file = path.join(config().backupDir, 'nacho-backup-20260101T000000Z.sqlite');
    await legacySqliteBackup(ctx.dataDir(), file);
    // The index on nft_likes.token_id now claims to index created_at: its entries no longer match the rows.
    const copy = openSqlite(file, { fileMustExist: true });
    copy.prepare("insert into nft_likes (id, user_id, token_id, created_at, like_date, contest_month) values (1, 'kept', 5, 99, '2026-01-01', '2026-01')").run();
    (copy as unknown as { unsafeMode(on: boolean): void }).unsafeMode(true);
    copy.pragma('writable_schema = ON');
    copy.prepare("update sqlite_master set sql = replace(sql, '(`token_id`)', '(`created_at`)') where name = 'nft_likes_token_id_index'").run();
    copy.close();
    await ctx.db()('users').del();
    await expect(restoreBackup(config(), file)).rejects.toThrow(/integrity/);
    expect(await ctx.db()('users').pluck('id')).toEqual([]);
  });
});
