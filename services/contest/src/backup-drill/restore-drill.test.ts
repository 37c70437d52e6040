import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@nacho/core';
import { describeIfAvailable, jsonOf, postgresAvailability, tempDir, testConfig } from '@nacho/core/testing';
import { BACKUP_TABLES, createBackup, listBackups, migrateLatest, restoreBackup } from '@nacho/db';
import {
  eachDatabase,
  exactRows,
  freshDatabase,
  MIGRATION_NAMES,
  RELEASE_010,
  RELEASE_010_BACKUP,
  truncatedCopy,
  withOneByteChanged,
  type Dialect,
  type FreshDatabase,
} from '@nacho/db/testing';
import { likeNft } from '../likes/like-store';
import { crownFinishedMonths } from '../contest-months/crown-finished-months';
import { seedUsers } from '../admin/testing/seed';
import { ADMIN_WALLET as WALLET, startContestTestApp, type ContestTestApp } from '../admin/testing/admin-test-app';

const TZ = 'Europe/Berlin';
const DAY = 86_400_000;
const SEP_10 = Date.UTC(2026, 8, 10, 10);
const OCT_10 = Date.UTC(2026, 9, 10, 10);
const NOV_21 = Date.UTC(2026, 10, 21, 11);
const config = testConfig({ ADMIN_WALLETS: WALLET, CONTEST_TZ: TZ });
// A restore on PostgreSQL migrates a scratch schema and the new database: seconds, not milliseconds.
jest.setTimeout(60_000);

/** Every backed-up table's rows, exactly, in a stable order (what "equal before and after" compares). */
async function dumpTables(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) out[table] = await exactRows(db, table);
  return out;
}

/** Every like count equals the number of its likes, and every user's daily count equals that day's likes. */
async function consistency(db: Db) {
  const counts = (await db('nft_like_counts').select('token_id', 'reset_year', 'reset_month', 'like_count')) as Array<
    Record<string, number>
  >;
  const likes = (await db('nft_likes').select('token_id', 'contest_month', 'user_id', 'like_date')) as Array<{
    token_id: number;
    contest_month: string;
    user_id: string;
    like_date: string;
  }>;
  const byMonth = new Map<string, number>();
  for (const l of likes) {
    const key = `${l.token_id} ${l.contest_month}`;
    byMonth.set(key, (byMonth.get(key) ?? 0) + 1);
  }
  const keyOf = (c: Record<string, number>) =>
    `${c.token_id} ${c.reset_year}-${String(c.reset_month).padStart(2, '0')}`;
  const wrongCounts = counts.filter((c) => Number(c.like_count) !== (byMonth.get(keyOf(c)) ?? 0));
  const countless = [...byMonth.keys()].filter((key) => !counts.some((c) => keyOf(c) === key));
  const limits = (await db('user_like_limits').select('user_id', 'daily_likes')) as Array<{
    user_id: string;
    daily_likes: number;
  }>;
  const wrongLimits = limits.filter(
    (l) => Number(l.daily_likes) !== likes.filter((x) => x.user_id === l.user_id).length,
  );
  const limitless = [...new Set(likes.map((l) => l.user_id))].filter((u) => !limits.some((l) => l.user_id === u));
  return { wrongCounts, countless, wrongLimits, limitless, likes: likes.length };
}

const likeOn = (db: Db, userId: string, tokenId: number, at: number) =>
  likeNft(db, { userId, createdAt: 0, ip: null }, tokenId, { now: at, tz: TZ, dailyLikeLimit: 100 });

const likeId = async (db: Db, userId: string, tokenId: number) =>
  Number((await db('nft_likes').where({ user_id: userId, token_id: tokenId }).first('id'))!.id);

/**
 * A contest as it is run: likes through the contest's own code, September and October crowned by
 * the month-end job, November declared by the operator, two likes removed by a moderator (the
 * newest one among them, so the largest like id lives in nft_likes_removed), the audit log, market
 * rows. Returns the id of the removed newest like.
 */
async function runContest(db: Db, app: ContestTestApp): Promise<number> {
  await seedUsers(db, ['alice', 'bob', 'carol', 'dave']);
  await db('users').where({ id: 'alice' }).update({ kaspa_address: 'kaspa:qqalice' });
  for (const [user, token, at] of [
    ['alice', 5, SEP_10],
    ['bob', 5, SEP_10 + 1],
    ['carol', 6, SEP_10 + 2],
    ['alice', 7, OCT_10],
    ['bob', 8, OCT_10 + 1],
    ['carol', 8, OCT_10 + 2],
    ['dave', 7, OCT_10 + DAY],
    ['dave', 6, OCT_10 + DAY + 1],
    ['alice', 9, NOV_21 - DAY],
    ['bob', 9, NOV_21],
    ['dave', 3, NOV_21],
    ['carol', 4, NOV_21 + 1],
  ] as const)
    expect((await likeOn(db, user, token, at)).ok).toBe(true);
  expect((await crownFinishedMonths(db, Date.UTC(2026, 10, 2), TZ)).map((o) => o.outcome)).toEqual([
    'crowned',
    'crowned',
  ]);
  expect((await app.admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 9 } })).status).toBe(
    200,
  );
  const newest = await likeId(db, 'carol', 4);
  for (const id of [newest, await likeId(db, 'dave', 6)])
    expect((await app.admin.fetch(`/api/admin/delete-like/${id}`, { method: 'DELETE' })).status).toBe(200);
  expect(
    (await app.admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: true } })).status,
  ).toBe(200);
  await db('market_sales').insert({
    order_id: 'o-1',
    token_id: 5,
    price_kas: 1234.5,
    seller: 'kaspa:qqs',
    buyer: 'kaspa:qqb',
    sold_at: OCT_10,
    source: 'demo',
  });
  await db('market_data_history').insert({
    timestamp: OCT_10,
    time_frame: '24h',
    floor_price: 900,
    volume_kas: 1234.5,
    total_sales: 1,
  });
  return newest;
}

/** What a visitor and the operator see of the contest. */
async function contestViews(app: ContestTestApp) {
  const get = async (p: string) => jsonOf(await fetch(`${app.base}${p}`));
  return {
    history: await get('/api/hall-of-fame/history'),
    october: await get('/api/hall-of-fame/months/2026/10'),
    november: await get('/api/hall-of-fame/months/2026/11'),
    months: await jsonOf(await app.admin.fetch('/api/admin/contest-months')),
  };
}

/** After a restore, the operator's and the visitors' writes work: removals, resets, new likes (by alice, bob, carol). */
async function moderationWorks(db: Db, app: ContestTestApp, removedNewest: number) {
  expect((await likeOn(db, 'bob', 12, NOV_21 + 5000)).ok).toBe(true);
  const fresh = await likeId(db, 'bob', 12);
  expect(fresh).toBeGreaterThan(removedNewest);
  const remove = (id: number) => app.admin.fetch(`/api/admin/delete-like/${id}`, { method: 'DELETE' });
  expect((await remove(fresh)).status).toBe(200);
  const oldest = Number((await db('nft_likes').min('id as id').first())!.id);
  expect((await remove(oldest)).status).toBe(200);
  expect((await likeOn(db, 'carol', 13, NOV_21 + 6000)).ok).toBe(true);
  expect((await app.admin.fetch('/api/admin/reset-monthly-contest', { method: 'POST', body: {} })).status).toBe(200);
  expect((await likeOn(db, 'alice', 14, NOV_21 + 7000)).ok).toBe(true);
  expect((await app.admin.fetch('/api/admin/delete-all-likes', { method: 'POST', body: {} })).status).toBe(200);
  expect(Number((await db('nft_likes').count('* as n').first())!.n)).toBe(0);
}

/**
 * The restore drill (issue 36), on SQLite and PostgreSQL: a contest is run, backed up, and
 * restored on a "new machine" (an empty DATA_DIR, an empty PostgreSQL database): the Hall of Fame,
 * the month reports, every table and the next like id are what they were, and moderation works.
 */
eachDatabase('backup and restore drill', (dbc) => {
  const clock = { now: NOV_21 };
  const db = (): Db => dbc.db();
  const backupConfig = () => ({
    databaseUrl: dbc.databaseUrl(),
    dataDir: dbc.dataDir(),
    backupDir: path.join(dbc.dataDir(), 'backups'),
  });
  let app: ContestTestApp;
  const opened: Array<{ close(): Promise<void> }> = [];
  const machines: FreshDatabase[] = [];
  /** A new machine, and the contest service on it once the database is there. */
  const newMachine = async (dialect: Dialect = dbc.dialect) => {
    const machine = await freshDatabase(dialect);
    machines.push(machine);
    return machine;
  };
  const serve = async (on: Db) => {
    const served = await startContestTestApp({ config, db: on, clock });
    opened.push(served);
    return served;
  };

  beforeAll(async () => {
    app = await startContestTestApp({ config, db: db(), clock });
  });
  afterAll(async () => {
    for (const served of opened) await served.close();
    for (const machine of machines) await machine.drop();
    await app.close();
  });

  let removedNewest = 0;
  let backupFile = '';

  it('onto a new machine: the Hall of Fame, the month reports, every table and the next like id are as they were', async () => {
    removedNewest = await runContest(db(), app);
    const views = await contestViews(app);
    expect(views.history).toHaveLength(3);
    expect(views.october.winner).toMatchObject({ tokenId: 8 });
    const tables = await dumpTables(db());
    expect(tables.nft_likes_removed).toHaveLength(2);

    const backup = await createBackup(backupConfig());
    backupFile = backup.file;
    expect(listBackups(backupConfig().backupDir).map((b) => b.file)).toEqual([backup.file]);

    const machine = await newMachine();
    const outcome = await restoreBackup(machine.config, backup.file);
    expect(outcome).toMatchObject({ fresh: true, level: MIGRATION_NAMES.at(-1) });
    if (dbc.dialect === 'sqlite') expect(fs.existsSync(path.join(machine.config.dataDir, 'nacho.sqlite'))).toBe(true);
    const restored = await serve(machine.db());
    expect(await contestViews(restored)).toEqual(views);
    expect(await dumpTables(machine.db())).toEqual(tables);

    // The next like gets the id it would have got on the old machine: past every id ever given out.
    expect((await likeOn(db(), 'carol', 11, NOV_21 + 2000)).ok).toBe(true);
    expect((await likeOn(machine.db(), 'carol', 11, NOV_21 + 2000)).ok).toBe(true);
    const next = await likeId(machine.db(), 'carol', 11);
    expect(next).toBe(await likeId(db(), 'carol', 11));
    expect(next).toBeGreaterThan(removedNewest);
  });

  it('after the restore, moderator removals, the monthly reset, delete-all and new likes succeed', async () => {
    const machine = machines[0]!;
    await moderationWorks(machine.db(), opened[0] as ContestTestApp, removedNewest);
  });

  it('into a database this release started once (migrated, empty), a new like never takes a removed like’s id', async () => {
    const machine = await newMachine();
    await migrateLatest(machine.db());
    const restored = await serve(machine.db());
    await restoreBackup(machine.config, backupFile);
    await moderationWorks(machine.db(), restored, removedNewest);
  });

  it('a backup of an older release (migration 010) restores onto a new machine and into a database in use, migrated', async () => {
    const check = async (on: Db, served: ContestTestApp) => {
      const views = await contestViews(served);
      expect(views.history.map((e: { tokenId: number }) => e.tokenId).sort()).toEqual([
        RELEASE_010.septemberWinner,
        RELEASE_010.octoberWinner,
      ]);
      // Migration 012 recomputed the tie-rule time, 013 filled the market source's answer time.
      const count = await on('nft_like_counts').where({ token_id: 8, reset_year: 2026, reset_month: 10 }).first();
      expect(Number(count.count_reached_at)).toBe(RELEASE_010.token8LatestLikeAt);
      expect(Number((await on('market_data_history').first('source_answered_at')).source_answered_at)).toBe(
        RELEASE_010.marketTimestamp,
      );
      expect(Number((await on('nft_likes').count('* as n').first())!.n)).toBe(RELEASE_010.likes);
      // Its like sequence had given out 6, a moderator's removal holds 7: the next like goes past both.
      await moderationWorks(on, served, RELEASE_010.removedLikeId);
    };
    const machine = await newMachine();
    expect(await restoreBackup(machine.config, RELEASE_010_BACKUP)).toMatchObject({
      migration: '010_contest_months',
      level: MIGRATION_NAMES.at(-1),
      fresh: true,
    });
    await check(machine.db(), await serve(machine.db()));

    await restoreBackup(backupConfig(), RELEASE_010_BACKUP);
    await check(db(), app);
  });

  it('a damaged or truncated file is refused and changes nothing, on a new machine or one in use', async () => {
    const dir = tempDir('nacho-drill-');
    try {
      const damaged = [
        withOneByteChanged(backupFile, path.join(dir, 'byte.ndjson.gz')),
        truncatedCopy(backupFile, path.join(dir, 'cut.ndjson.gz')),
      ];
      const machine = await newMachine();
      const before = await dumpTables(db());
      for (const file of damaged) {
        await expect(restoreBackup(backupConfig(), file)).rejects.toThrow(/is (damaged|truncated)/);
        await expect(restoreBackup(machine.config, file)).rejects.toThrow(/is (damaged|truncated)/);
      }
      expect(await dumpTables(db())).toEqual(before);
      // The new machine is as new as before: no SQLite file, no table.
      if (dbc.dialect === 'sqlite') expect(fs.existsSync(machine.config.dataDir)).toBe(false);
      else
        expect(
          await machine.db().raw(`select table_name from information_schema.tables where table_schema = 'public'`),
        ).toMatchObject({ rows: [] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a backup taken during a storm of parallel likes restores to a consistent state', async () => {
    for (const table of [...BACKUP_TABLES].reverse()) await db()(table).del();
    const users = Array.from({ length: 30 }, (_, i) => `storm-${i}`);
    await seedUsers(db(), users);
    // 180 likes from 30 users, started a few at a time on successive turns of the event loop (as
    // requests arrive), most still running when the backup begins in the middle of the storm.
    const plan = users.flatMap((user, u) =>
      Array.from({ length: 6 }, (_, k) => ({ user, token: 100 + ((u * 7 + k * 13) % 25), at: NOV_21 + u * 10 + k })),
    );
    const storm: Array<ReturnType<typeof likeOn>> = [];
    let committed = 0;
    let committedAtBackupStart = -1;
    let backupPromise: ReturnType<typeof createBackup> | undefined;
    for (const [i, l] of plan.entries()) {
      storm.push(
        likeOn(db(), l.user, l.token, l.at).then((outcome) => {
          committed++;
          return outcome;
        }),
      );
      if (i % 6 === 5) await new Promise((resolve) => setImmediate(resolve));
      if (i === 60) {
        committedAtBackupStart = committed;
        backupPromise = createBackup(backupConfig());
      }
    }
    const outcomes = await Promise.all(storm);
    const backup = await backupPromise!;
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(await consistency(db())).toMatchObject({
      wrongCounts: [],
      countless: [],
      wrongLimits: [],
      limitless: [],
      likes: 180,
    });

    const machine = await newMachine();
    await restoreBackup(machine.config, backup.file);
    const restored = await consistency(machine.db());
    expect(restored).toMatchObject({ wrongCounts: [], countless: [], wrongLimits: [], limitless: [] });
    // A snapshot from the storm: at least the likes committed before it began, at most all of them.
    expect(restored.likes).toBeGreaterThanOrEqual(committedAtBackupStart);
    expect(restored.likes).toBeLessThanOrEqual(180);
  });
});

/**
 * The way up from the embedded default: a contest run on SQLite moves to PostgreSQL by a backup
 * and a restore, and back again, and every view and row is the same on all three.
 */
describeIfAvailable(postgresAvailability(), 'PostgreSQL', 'SQLite → PostgreSQL → SQLite', () => {
  const clock = { now: NOV_21 };
  const machines: FreshDatabase[] = [];
  const apps: ContestTestApp[] = [];
  afterAll(async () => {
    for (const served of apps) await served.close();
    for (const machine of machines) await machine.drop();
  });
  const machine = async (dialect: Dialect) => {
    const m = await freshDatabase(dialect);
    machines.push(m);
    return m;
  };
  const serve = async (on: Db) => {
    const served = await startContestTestApp({ config, db: on, clock });
    apps.push(served);
    return served;
  };

  it('round trip: the Hall of Fame, the month reports, every table and the next like id are equal', async () => {
    const embedded = await machine('sqlite');
    await migrateLatest(embedded.db());
    const first = await serve(embedded.db());
    const removedNewest = await runContest(embedded.db(), first);
    const views = await contestViews(first);
    const tables = await dumpTables(embedded.db());

    const postgres = await machine('postgres');
    await restoreBackup(postgres.config, (await createBackup(embedded.config)).file);
    expect(await contestViews(await serve(postgres.db()))).toEqual(views);
    expect(await dumpTables(postgres.db())).toEqual(tables);

    const back = await machine('sqlite');
    await restoreBackup(back.config, (await createBackup(postgres.config)).file);
    expect(await contestViews(await serve(back.db()))).toEqual(views);
    expect(await dumpTables(back.db())).toEqual(tables);

    for (const on of [embedded, postgres, back])
      expect((await likeOn(on.db(), 'alice', 20, NOV_21 + 9000)).ok).toBe(true);
    const ids = await Promise.all([embedded, postgres, back].map((on) => likeId(on.db(), 'alice', 20)));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeGreaterThan(removedNewest);
  });
});
