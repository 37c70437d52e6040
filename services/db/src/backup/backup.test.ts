import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createDb, sqliteFile, type Db } from '@nacho/core';
import { describeIfAvailable, postgresAvailability, tempDir } from '@nacho/core/testing';
import { migrateLatest, migrateUpTo, MIGRATION_NAMES } from '../migrate';
import {
  backupLines,
  eachDatabase,
  exactRows,
  freshDatabase,
  rewrittenBackup,
  truncatedCopy,
  withOneByteChanged,
  type DatabaseContext,
  type Dialect,
  type FreshDatabase,
} from '../testing';
import { openSqlite } from './sqlite-file';
import { BACKUP_TABLES, createBackup, ID_SEQUENCES, listBackups, pruneBackups, restoreBackup } from './index';
import {
  appendFrozenChunk,
  claimFrozenExport,
  completeFrozenExport,
  findFrozenExport,
  markMonthExportsStale,
} from '../frozen-exports';

// A restore on PostgreSQL migrates a scratch schema or a new database: seconds, not milliseconds.
jest.setTimeout(60_000);

const backupConfigOf = (ctx: DatabaseContext) => ({
  databaseUrl: ctx.databaseUrl(),
  dataDir: ctx.dataDir(),
  backupDir: path.join(ctx.dataDir(), 'backups'),
});

/** Every backed-up table, exactly (exact-rows.ts). */
async function allRows(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) out[table] = await exactRows(db, table);
  return out;
}

/** What a restore might leave behind: scratch files in DATA_DIR, scratch schemas on PostgreSQL. */
async function leftovers(db: Db, dataDir: string, dialect: Dialect): Promise<string[]> {
  const files = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((f) => f.includes('restore')) : [];
  if (dialect === 'sqlite') return files;
  const schemas = await db.raw(`select nspname from pg_namespace where nspname like 'nacho_restore_%'`);
  return [...files, ...(schemas.rows as Array<{ nspname: string }>).map((r) => r.nspname)];
}

/** Rows of every kind of value the backed-up tables hold, at their edges. */
async function seedEveryKindOfValue(db: Db, dialect: Dialect) {
  await db('users').insert([
    // 2^53 + 1: a double cannot hold it.
    { id: 'big', created_at: '9007199254740993', updated_at: '-9007199254740993' },
    {
      id: 'text',
      email: 'quote" backslash\\ newline\n tab\t nul-free ünïcödé 😀 \u2028\u2029',
      first_name: '',
      created_at: 0,
      updated_at: 1,
    },
  ]);
  await db('nft_likes').insert([
    {
      user_id: 'big',
      token_id: 1,
      created_at: 1,
      like_date: '2026-11-01',
      contest_month: '2026-11',
      suspicious: true,
      suspicious_reason: 'r',
    },
    {
      user_id: 'text',
      token_id: 2,
      created_at: 2,
      like_date: '2026-11-01',
      contest_month: '2026-11',
      suspicious: false,
    },
  ]);
  const sale = (order: string, price: number) => ({
    order_id: order,
    token_id: 1,
    price_kas: price,
    sold_at: 1,
    source: 's',
  });
  await db('market_sales').insert([
    sale('tenth', 0.1),
    sale('tiny', 5e-324),
    sale('huge', 1.7976931348623157e308),
    sale('negative', -1234.5678),
    sale('inf', Infinity),
    sale('neg-inf', -Infinity),
    ...(dialect === 'postgres' ? [sale('nan', NaN)] : []),
  ]);
  await db('admin_audit_log').insert({
    at: 1,
    actor: 'a',
    action: 'x',
    details: JSON.stringify({ nested: [1, 'two', null] }),
  });
  await db('contest_months').insert({ year: 2026, month: 10, state: 'vacated', like_count: 0, updated_at: 1 });
  await db('site_settings').insert({ key: 'hall_of_fame_visible', value: 'false', updated_at: 1 });
}

eachDatabase('portable backup files', (ctx) => {
  const config = () => backupConfigOf(ctx);
  const fresh: FreshDatabase[] = [];
  afterAll(async () => {
    for (const f of fresh) await f.drop();
  });
  const freshOf = async (dialect: Dialect) => {
    const f = await freshDatabase(dialect);
    fresh.push(f);
    return f;
  };

  it('is one gzip file of a header, each backed-up table and a trailer with row counts and a checksum; no sessions, no collection', async () => {
    const db = ctx.db();
    await db('users').insert({ id: 'u1', created_at: 1, updated_at: 1 });
    await db('sessions').insert({ sid: 'secret-session', sess: '{}', expire: Date.now() + 60_000 });
    await db('tokens').insert({ token_id: 1, tick: 'NACHO', owner: 'kaspa:qq', op_score_mod: '1', updated_at: 1 });
    const backup = await createBackup(config(), Date.UTC(2026, 10, 25, 3));
    expect(backup.name).toBe('nacho-backup-20261125T030000Z.ndjson.gz');
    expect(fs.readdirSync(config().backupDir)).toEqual([backup.name]);

    const text = gunzipSync(fs.readFileSync(backup.file)).toString('utf8');
    expect(text).not.toMatch(/secret-session|kaspa:qq"/);
    const lines = text.split('\n').filter(Boolean);
    expect(JSON.parse(lines[0]!)).toEqual({
      format: 'nacho-backup',
      version: 1,
      createdAt: '2026-11-25T03:00:00.000Z',
      dialect: ctx.dialect,
      migration: MIGRATION_NAMES.at(-1),
      migrations: [...MIGRATION_NAMES],
      tables: [...BACKUP_TABLES],
    });
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.filter((l) => 'table' in l).map((l) => l.table)).toEqual([...BACKUP_TABLES]);
    expect(lines[2]).toBe('["u1",null,null,null,null,null,null,1,1,null]');
    const trailer = (parsed.at(-1) as { trailer: { rows: Record<string, number>; sha256: string } }).trailer;
    expect(trailer.rows).toEqual(Object.fromEntries(BACKUP_TABLES.map((t) => [t, t === 'users' ? 1 : 0])));
    const body = lines.slice(0, -1).join('\n') + '\n';
    expect(trailer.sha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('carries every kind of value exactly: integers beyond 2^53, booleans, doubles at their edges, any text, nulls', async () => {
    const db = ctx.db();
    for (const table of [...BACKUP_TABLES].reverse()) await db(table).del();
    await seedEveryKindOfValue(db, ctx.dialect);
    const before = await allRows(db);
    expect(before.users!.some((r) => r.includes('"9007199254740993"'))).toBe(true);
    const backup = await createBackup(config());
    const target = await freshOf(ctx.dialect);
    await restoreBackup(target.config, backup.file);
    expect(await allRows(target.db())).toEqual(before);
  });

  it('gives the event loop a turn between pages of rows (it runs inside the server process)', async () => {
    const db = ctx.db();
    await db('nft_likes').del();
    await db('users').insert({ id: 'many', created_at: 1, updated_at: 1 }).onConflict('id').ignore();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      user_id: 'many',
      token_id: i,
      created_at: i,
      like_date: '2026-11-01',
      contest_month: '2026-11',
    }));
    for (let i = 0; i < rows.length; i += 500) await db('nft_likes').insert(rows.slice(i, i + 500));
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    try {
      await createBackup(config());
    } finally {
      running = false;
    }
    // 5 pages of nft_likes alone, each followed by a turn.
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('restores into a database in use: the backed-up tables are replaced, the collection and sessions stay', async () => {
    const db = ctx.db();
    for (const table of [...BACKUP_TABLES].reverse()) await db(table).del();
    await db('users').insert({ id: 'in-backup', created_at: 1, updated_at: 1 });
    const backup = await createBackup(config());
    const before = await allRows(db);
    await db('users').insert({ id: 'after-backup', created_at: 2, updated_at: 2 });
    await db('sessions').del();
    await db('sessions').insert({ sid: 'kept-session', sess: '{}', expire: Date.now() + 60_000 });
    const indexes = () =>
      ctx.dialect === 'sqlite'
        ? db.raw(`select name, tbl_name, sql from sqlite_master where type = 'index' order by name`)
        : db.raw(
            `select indexname, tablename, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
          );
    const indexesBefore = await indexes();
    const outcome = await restoreBackup(config(), backup.file);
    expect(outcome).toMatchObject({ fresh: false, migration: MIGRATION_NAMES.at(-1), level: MIGRATION_NAMES.at(-1) });
    expect(await allRows(db)).toEqual(before);
    // The indexes dropped for the bulk copy are all back, in this database.
    expect(await indexes()).toEqual(indexesBefore);
    expect(await db('sessions').pluck('sid')).toEqual(['kept-session']);
    expect((await db('tokens').count('* as n').first())!.n).toEqual(1);
    expect(await leftovers(db, ctx.dataDir(), ctx.dialect)).toEqual([]);
  });

  it('runs the AFTER_RESTORE hooks in the restore transaction: a failing hook leaves everything as it was', async () => {
    const db = ctx.db();
    await db('users').insert({ id: 'hooked', created_at: 1, updated_at: 1 }).onConflict('id').ignore();
    const backup = await createBackup(config());
    await db('users').insert({ id: 'newer', created_at: 1, updated_at: 1 });
    const before = await allRows(db);
    await expect(
      restoreBackup(config(), backup.file, {
        afterRestore: [
          async (trx) => {
            // The hook sees the restored rows, before anyone else does.
            expect(await trx('users').where({ id: 'newer' }).first()).toBeUndefined();
            throw new Error('the derived cache could not be rebuilt');
          },
        ],
      }),
    ).rejects.toThrow('the derived cache could not be rebuilt');
    expect(await allRows(db)).toEqual(before);
    const seen: string[] = [];
    await restoreBackup(config(), backup.file, {
      afterRestore: [async (trx) => void seen.push(...(await trx('users').pluck('id')))],
    });
    expect(seen).toContain('hooked');
    expect(seen).not.toContain('newer');
  });

  it('neither backs up the frozen month exports nor keeps them through a restore (they were built from the replaced likes)', async () => {
    const db = ctx.db();
    await markMonthExportsStale(db, ['2026-09']);
    const claim = await claimFrozenExport(db, '2026-09', 'json', 1, 60_000);
    expect(await appendFrozenChunk(db, claim!.fileId, 0, Buffer.from('frozen'))).toBe(true);
    expect(await completeFrozenExport(db, { ...claim!, contestMonth: '2026-09' }, '"old"', 6)).toBe(true);
    expect(await findFrozenExport(db, '2026-09', 'json')).toEqual({ id: claim!.fileId, etag: '"old"', byteLength: 6 });
    const backup = await createBackup(config());
    expect(BACKUP_TABLES.filter((t) => t.startsWith('month_export'))).toEqual([]);
    // A build that started before the restore is never completed after it.
    const building = await claimFrozenExport(db, '2026-09', 'csv', 2, 60_000);

    await restoreBackup(config(), backup.file);
    expect(await findFrozenExport(db, '2026-09', 'json')).toBeUndefined();
    expect(Number((await db('month_export_chunks').count('* as n').first())!.n)).toBe(0);
    expect(await completeFrozenExport(db, { ...building!, contestMonth: '2026-09' }, '"stale"', 1)).toBe(false);
    expect(await findFrozenExport(db, '2026-09', 'csv')).toBeUndefined();
  });

  it('refuses a damaged, truncated, foreign or newer file before touching the database, with a message saying which', async () => {
    const db = ctx.db();
    await db('users').insert({ id: 'untouched', created_at: 1, updated_at: 1 }).onConflict('id').ignore();
    const backup = await createBackup(config());
    await db('users').insert({ id: 'since-backup', created_at: 1, updated_at: 1 });
    const dir = tempDir('nacho-damaged-');
    const at = (name: string) => path.join(dir, name);
    const header = (edit: (h: Record<string, unknown>) => void) => (lines: unknown[]) => {
      edit(lines[0] as Record<string, unknown>);
      return lines;
    };
    const cases: Array<[string, RegExp]> = [
      [withOneByteChanged(backup.file, at('byte.ndjson.gz')), /byte.ndjson.gz is (damaged|truncated)/],
      [truncatedCopy(backup.file, at('half.ndjson.gz')), /is truncated/],
      [truncatedCopy(backup.file, at('almost.ndjson.gz'), 0.98), /is truncated/],
      [
        rewrittenBackup(
          backup.file,
          at('edited.ndjson.gz'),
          (l) => [l[0], l[1], ['edited', null, null, null, null, null, null, 1, 1, null], ...l.slice(2)],
          {
            keepChecksum: true,
          },
        ),
        /checksum does not match/,
      ],
      [
        rewrittenBackup(backup.file, at('count.ndjson.gz'), (l) => {
          (l.at(-1) as { trailer: { rows: Record<string, number> } }).trailer.rows.users! += 1;
          return l;
        }),
        /row counts of users do not match/,
      ],
      [
        rewrittenBackup(backup.file, at('no-trailer.ndjson.gz'), (l) => [...l.slice(0, -1), { trailer: {} }]),
        /trailer is not one/,
      ],
      [
        rewrittenBackup(
          backup.file,
          at('v2.ndjson.gz'),
          header((h) => (h.version = 2)),
        ),
        /format version 2, newer than/,
      ],
      [
        rewrittenBackup(
          backup.file,
          at('future.ndjson.gz'),
          header((h) => {
            h.migrations = [...(h.migrations as string[]), '999_from_the_future'];
            h.migration = '999_from_the_future';
          }),
        ),
        /made at migration 999_from_the_future, which this release does not have/,
      ],
      [
        rewrittenBackup(backup.file, at('wide.ndjson.gz'), (l) =>
          l.map((line) => (Array.isArray(line) && line[0] === 'untouched' ? [...line, 'extra'] : line)),
        ),
        /line \d+ is not a row of users/,
      ],
      [
        rewrittenBackup(backup.file, at('string-int.ndjson.gz'), (l) =>
          l.map((line) => (Array.isArray(line) && line[0] === 'untouched' ? [...line.slice(0, -1), 'soon'] : line)),
        ),
        /line \d+ is not a row of users/,
      ],
      [rewrittenBackup(backup.file, at('after.ndjson.gz'), (l) => [...l, ['more']]), /goes on after its trailer/],
      [
        rewrittenBackup(backup.file, at('order.ndjson.gz'), (l) =>
          l.map((line) =>
            (line as { table?: string }).table === 'nft_likes'
              ? { ...(line as object), table: 'nft_like_counts' }
              : line,
          ),
        ),
        /starts another table than the header's next one/,
      ],
      [
        rewrittenBackup(backup.file, at('short.ndjson.gz'), (l) => {
          const last = l.findIndex((line) => (line as { table?: string }).table === 'site_settings');
          return [...l.slice(0, last), l.at(-1)];
        }),
        /tables of its header are missing/,
      ],
      [
        rewrittenBackup(
          backup.file,
          at('header.ndjson.gz'),
          header((h) => delete h.createdAt),
        ),
        /its header is incomplete/,
      ],
      [
        (fs.writeFileSync(at('text.ndjson.gz'), 'hello, not a backup\n'), at('text.ndjson.gz')),
        /is not a NACHO backup/,
      ],
      [(fs.writeFileSync(at('gz.ndjson.gz'), gzipSync('{"hello":1}\n')), at('gz.ndjson.gz')), /is not a NACHO backup/],
      [
        (fs.writeFileSync(at('empty.ndjson.gz'), gzipSync('')), at('empty.ndjson.gz')),
        /is not a NACHO backup \(it is empty\)/,
      ],
      [
        (fs.writeFileSync(at('x.pgdump'), Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(100)])), at('x.pgdump')),
        /is a pg_dump backup of an earlier release, which this release does not read/,
      ],
      [at('missing.ndjson.gz'), /no backup file at/],
    ];
    const before = await allRows(db);
    try {
      for (const [file, message] of cases) {
        await expect(restoreBackup(config(), file)).rejects.toThrow(message);
        expect(await allRows(db)).toEqual(before);
      }
      expect(await leftovers(db, ctx.dataDir(), ctx.dialect)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a backup newer than a database in use (which it would have to migrate), changing nothing', async () => {
    const backup = await createBackup(config());
    const older = await freshOf(ctx.dialect);
    await migrateUpTo(older.db(), '012_like_count_reached_at');
    await older.db()('users').insert({ id: 'older-release', created_at: 1, updated_at: 1 });
    await expect(restoreBackup(older.config, backup.file)).rejects.toThrow(
      new RegExp(
        `made at migration ${MIGRATION_NAMES.at(-1)}, newer than the .* database .* \\(at 012_like_count_reached_at\\): migrate the database first`,
      ),
    );
    expect(await older.db()('users').pluck('id')).toEqual(['older-release']);
  });

  it('every table with a serial id is in ID_SEQUENCES, with the tables that take their ids from it', async () => {
    const db = ctx.db();
    const withIntegerId: string[] = [];
    for (const table of BACKUP_TABLES) if (await db.schema.hasColumn(table, 'id')) withIntegerId.push(table);
    const listed = Object.values(ID_SEQUENCES).flat();
    expect(withIntegerId.filter((t) => t !== 'users').sort()).toEqual([...listed].sort());
    if (ctx.dialect === 'postgres') {
      const serial = async (t: string) =>
        (await db.raw(`select pg_get_serial_sequence(?, 'id') as s`, [t])).rows[0].s as string | null;
      for (const owner of Object.keys(ID_SEQUENCES)) expect(await serial(owner)).not.toBeNull();
      expect(await serial('nft_likes_removed')).toBeNull();
    } else {
      const sql = async (t: string) =>
        String((await db.raw(`select sql from sqlite_master where name = ?`, [t]))[0].sql).toLowerCase();
      // AUTOINCREMENT: SQLite never hands out an id again, even the largest after it was deleted.
      for (const owner of Object.keys(ID_SEQUENCES)) expect(await sql(owner)).toContain('autoincrement');
    }
  });

  it('keeps the newest N backups (earlier releases’ files among them)', async () => {
    const dir = config().backupDir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const earlier = path.join(dir, 'nacho-backup-20251231T000000Z.sqlite');
    fs.writeFileSync(earlier, 'an earlier release’s backup');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createBackup(config(), Date.UTC(2026, 0, 1 + i)));
    const files = [earlier, ...made.map((b) => b.file)];
    // mtime decides "newest"; make it follow the order of creation whatever the file system's resolution.
    files.forEach((f, i) => fs.utimesSync(f, new Date(Date.UTC(2026, 0, 1 + i)), new Date(Date.UTC(2026, 0, 1 + i))));
    expect(listBackups(dir).map((b) => b.file)).toEqual([...files].reverse());
    expect(pruneBackups(dir, 2).sort()).toEqual([earlier, made[0]!.file].sort());
    expect(listBackups(dir).map((b) => b.file)).toEqual([made[2]!.file, made[1]!.file]);
    expect(fs.existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });
});

describe('a backup of a loosely typed SQLite value', () => {
  it('fails, naming the table, column and row, instead of writing a file that would not restore', async () => {
    const dataDir = tempDir('nacho-loose-');
    const db = createDb({ dataDir });
    try {
      await migrateLatest(db);
      await db('users').insert({ id: 'u', created_at: 1, updated_at: 1 });
      await db.raw(
        `insert into nft_likes (id, user_id, token_id, created_at, like_date, contest_month) values (4, 'u', 'seven', 1, 'd', 'm')`,
      );
      await expect(createBackup({ dataDir, backupDir: path.join(dataDir, 'b') })).rejects.toThrow(
        'nft_likes.token_id of the row (4) holds "seven", which its integer column cannot hold',
      );
      expect(fs.readdirSync(path.join(dataDir, 'b'))).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('restoring into a SQLite file', () => {
  let source: FreshDatabase;
  let file: string;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = tempDir('nacho-into-');
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    source = await freshDatabase('sqlite');
    await migrateLatest(source.db());
    await source.db()('users').insert({ id: 'from-backup', created_at: 1, updated_at: 1 });
    file = (await createBackup(source.config)).file;
  });
  afterAll(async () => {
    await source.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('that exists but was never migrated (an empty file) gets the schema and the rows', async () => {
    const dir = dataDir();
    fs.writeFileSync(sqliteFile(dir), '');
    expect(await restoreBackup({ dataDir: dir, databaseUrl: undefined }, file)).toMatchObject({ fresh: true });
    const db = createDb({ dataDir: dir });
    try {
      expect(await db('users').pluck('id')).toEqual(['from-backup']);
    } finally {
      await db.destroy();
    }
  });

  it('at a migration this release does not have is refused, changing nothing', async () => {
    const dir = dataDir();
    const db = createDb({ dataDir: dir });
    try {
      await migrateLatest(db);
      await db('knex_migrations').insert({ name: '999_from_the_future', batch: 99, migration_time: new Date() });
      await expect(restoreBackup({ dataDir: dir, databaseUrl: undefined }, file)).rejects.toThrow(
        'is at migration 999_from_the_future, which this release does not have: restore with the release the database is at',
      );
      expect(await db('users').pluck('id')).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

/**
 * A backup in the format of the releases before the portable one (issue 28): a copy of the SQLite
 * file by SQLite's online backup API, holding only the backed-up tables and knex_migrations.
 */
async function earlierReleaseSqliteBackup(dataDir: string, file: string): Promise<void> {
  const live = openSqlite(sqliteFile(dataDir), { fileMustExist: true });
  await live.backup(file);
  live.close();
  const copy = openSqlite(file, { fileMustExist: true });
  const keep = new Set<string>([...BACKUP_TABLES, 'knex_migrations']);
  const tables = copy
    .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
    .all() as Array<{ name: string }>;
  copy.pragma('foreign_keys = OFF');
  for (const { name } of tables) if (!keep.has(name)) copy.exec(`drop table "${name}"`);
  copy.pragma('journal_mode = DELETE');
  copy.exec('vacuum');
  copy.close();
}

eachDatabase('a .sqlite backup of an earlier release', (ctx) => {
  const config = () => backupConfigOf(ctx);
  let source: FreshDatabase;
  let file: string;
  beforeAll(async () => {
    // Made from an embedded SQLite database (what wrote .sqlite backups), restored into either database.
    source = await freshDatabase('sqlite');
    await migrateLatest(source.db());
    await seedEveryKindOfValue(source.db(), 'sqlite');
    fs.mkdirSync(config().backupDir, { recursive: true });
    file = path.join(config().backupDir, 'nacho-backup-20260101T000000Z.sqlite');
    await earlierReleaseSqliteBackup(source.config.dataDir, file);
  });
  afterAll(() => source.drop());

  it('still restores, into either database', async () => {
    await ctx.db()('users').insert({ id: 'replaced', created_at: 1, updated_at: 1 });
    await restoreBackup(config(), file);
    for (const table of BACKUP_TABLES)
      expect([table, await exactRows(ctx.db(), table)]).toEqual([table, await exactRows(source.db(), table)]);
  });

  it("is refused when it fails SQLite's integrity check, changing nothing", async () => {
    const damaged = path.join(config().backupDir, 'nacho-backup-20260102T000000Z.sqlite');
    fs.copyFileSync(file, damaged);
    // The index on nft_likes.token_id now claims to index user_id: its entries no longer match the
    // rows, while every table still reads whole (what the earlier restore copied without a look).
    const copy = openSqlite(damaged, { fileMustExist: true });
    (copy as unknown as { unsafeMode(on: boolean): void }).unsafeMode(true);
    copy.pragma('writable_schema = ON');
    copy
      .prepare(
        "update sqlite_master set sql = replace(sql, '(`token_id`)', '(`user_id`)') where name = 'nft_likes_token_id_index'",
      )
      .run();
    copy.close();
    await ctx.db()('users').insert({ id: 'after', created_at: 1, updated_at: 1 });
    const before = await allRows(ctx.db());
    await expect(restoreBackup(config(), damaged)).rejects.toThrow(
      /nacho-backup-20260102T000000Z\.sqlite fails SQLite's integrity check \(.*nft_likes_token_id_index.*\): it is damaged; nothing was read from it/,
    );
    expect(await allRows(ctx.db())).toEqual(before);
  });
});

describeIfAvailable(postgresAvailability(), 'PostgreSQL', 'a backup of one database restored into the other', () => {
  const made: FreshDatabase[] = [];
  afterAll(async () => {
    for (const f of made) await f.drop();
  });
  it.each([
    ['sqlite', 'postgres'],
    ['postgres', 'sqlite'],
  ] as const)('from %s into %s holds every value exactly', async (from, into) => {
    const source = await freshDatabase(from);
    const target = await freshDatabase(into);
    made.push(source, target);
    await migrateLatest(source.db());
    await seedEveryKindOfValue(source.db(), 'sqlite');
    const backup = await createBackup(source.config);
    expect(backupLines(backup.file)[0]).toMatchObject({ dialect: from });
    await restoreBackup(target.config, backup.file);
    expect(await allRows(target.db())).toEqual(await allRows(source.db()));
  });
});
