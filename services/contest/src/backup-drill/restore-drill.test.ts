import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { BACKUP_TABLES, createBackup, listBackups, restoreBackup, RestoreError } from '@nacho/db';
import { eachDatabase, freshDatabase, MIGRATION_NAMES } from '@nacho/db/testing';
import { migrateLatest } from '@nacho/db';
import { likeNft } from '../likes/like-store';
import { crownFinishedMonths } from '../contest-months/crown-finished-months';
import { seedUsers } from '../admin/testing/seed';
import { ADMIN_WALLET as WALLET, startContestTestApp, type ContestTestApp } from '../admin/testing/admin-test-app';

const TZ = 'Europe/Berlin';
const DAY = 86_400_000;
const SEP_10 = Date.UTC(2026, 8, 10, 10);
const OCT_10 = Date.UTC(2026, 9, 10, 10);
const NOV_21 = Date.UTC(2026, 10, 21, 11);

/** Every backed-up table's rows in a stable order (what "equal before and after" compares). */
async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    const rows = (await db(table).select('*')) as Array<Record<string, unknown>>;
    // Numbers and booleans read back alike on both databases; order by the whole row.
    const normal = rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'boolean'
            ? Number(v)
            : typeof v === 'string' && /^\d+$/.test(v) && k !== 'id' && k !== 'user_id'
              ? Number(v)
              : v,
        ]),
      ),
    );
    out[table] = normal.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function wipe(db: Db) {
  for (const table of [...BACKUP_TABLES].reverse()) await db(table).del();
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
  const wrongCounts = counts
    .map((c) => ({
      key: `${c.token_id} ${c.reset_year}-${String(c.reset_month).padStart(2, '0')}`,
      stored: Number(c.like_count),
    }))
    .filter((c) => c.stored !== (byMonth.get(c.key) ?? 0));
  const countless = [...byMonth.keys()].filter(
    (key) => !counts.some((c) => `${c.token_id} ${c.reset_year}-${String(c.reset_month).padStart(2, '0')}` === key),
  );
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

/**
 * The restore drill of issue 28, on SQLite and PostgreSQL: fill a database through the contest's
 * own code, back up, wipe, restore, and the Hall of Fame, a month report and the like counts are
 * what they were. A backup taken during a storm of parallel likes restores to a consistent state.
 */
eachDatabase('backup and restore drill', (dbc) => {
  const clock = { now: NOV_21 };
  const config = testConfig({ ADMIN_WALLETS: WALLET, CONTEST_TZ: TZ });
  const db = (): Db => dbc.db();
  const backupConfig = () => ({
    databaseUrl: dbc.databaseUrl(),
    dataDir: dbc.dataDir(),
    backupDir: path.join(dbc.dataDir(), 'backups'),
  });
  let app: ContestTestApp;
  let admin: ContestTestApp['admin'];
  const get = async (p: string) => jsonOf(await fetch(`${app.base}${p}`));
  const like = (userId: string, tokenId: number, at: number) =>
    likeNft(db(), { userId, createdAt: 0, ip: null }, tokenId, { now: at, tz: TZ, dailyLikeLimit: 100 });

  beforeAll(async () => {
    app = await startContestTestApp({ config, db: db(), clock });
    admin = app.admin;
  });
  afterAll(() => app.close());

  it('restores the Hall of Fame, a month report and the like counts exactly after a wipe', async () => {
    await seedUsers(db(), ['alice', 'bob', 'carol', 'dave']);
    await db()('users').where({ id: 'alice' }).update({ kaspa_address: 'kaspa:qqalice' });
    for (const [user, token, at] of [
      ['alice', 5, SEP_10],
      ['bob', 5, SEP_10 + 1],
      ['carol', 6, SEP_10 + 2],
      ['alice', 7, OCT_10],
      ['bob', 8, OCT_10 + 1],
      ['carol', 8, OCT_10 + 2],
      ['dave', 7, OCT_10 + DAY],
      ['alice', 9, NOV_21 - DAY],
      ['bob', 9, NOV_21],
      ['dave', 3, NOV_21],
    ] as const)
      expect((await like(user, token, at)).ok).toBe(true);
    // September and October are crowned by the month-end job; the operator then declares November's winner, hides nothing.
    expect((await crownFinishedMonths(db(), Date.UTC(2026, 10, 2), TZ)).map((o) => o.outcome)).toEqual([
      'crowned',
      'crowned',
    ]);
    expect((await admin.fetch('/api/admin/declare-winner', { method: 'POST', body: { tokenId: 9 } })).status).toBe(200);
    expect(
      (await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: true } })).status,
    ).toBe(200);
    await db()('market_sales').insert({
      order_id: 'o-1',
      token_id: 5,
      price_kas: 1234.5,
      seller: 'kaspa:qqs',
      buyer: 'kaspa:qqb',
      sold_at: OCT_10,
      source: 'demo',
    });
    await db()('market_data_history').insert({
      timestamp: OCT_10,
      time_frame: '24h',
      floor_price: 900,
      volume_kas: 1234.5,
      total_sales: 1,
    });

    const history = await get('/api/hall-of-fame/history');
    const october = await get('/api/hall-of-fame/months/2026/10');
    const tables = await dumpTables(db());
    expect(history).toHaveLength(3);
    expect(october.winner).toMatchObject({ tokenId: 8 });
    expect(tables.admin_audit_log!.length).toBeGreaterThanOrEqual(2);

    const backup = await createBackup(backupConfig());
    expect(fs.existsSync(backup.file)).toBe(true);
    expect(listBackups(backupConfig().backupDir).map((b) => b.file)).toEqual([backup.file]);

    await wipe(db());
    expect(await get('/api/hall-of-fame/history')).toEqual([]);

    await restoreBackup(backupConfig(), backup.file);
    expect(await get('/api/hall-of-fame/history')).toEqual(history);
    expect(await get('/api/hall-of-fame/months/2026/10')).toEqual(october);
    expect(await dumpTables(db())).toEqual(tables);
    // The id sequences go on after the restored rows: a new like and a new audit row get fresh ids.
    expect((await like('carol', 3, NOV_21 + 1000)).ok).toBe(true);
    expect(
      (await admin.fetch('/api/admin/hall-of-fame-visibility', { method: 'PUT', body: { visible: true } })).status,
    ).toBe(200);
  });

  it('restores onto a fresh machine: an empty DATA_DIR or an empty PostgreSQL database', async () => {
    const backup = await createBackup(backupConfig());
    const before = await dumpTables(db());
    const fresh = await freshDatabase(dbc.dialect);
    try {
      await restoreBackup(fresh.config, backup.file);
      expect(await dumpTables(fresh.db())).toEqual(before);
    } finally {
      await fresh.drop();
    }
  });

  it('after a restore, a new like never takes the id of a like a moderator removed: moderation keeps working', async () => {
    await seedUsers(db(), ['erin', 'fred']);
    expect((await like('erin', 20, NOV_21 + 10)).ok).toBe(true);
    const newest = Number((await db()('nft_likes').max('id as id').first())!.id);
    expect((await admin.fetch(`/api/admin/delete-like/${newest}`, { method: 'DELETE' })).status).toBe(200);
    const backup = await createBackup(backupConfig());
    // The new machine, started once by the new release (migrated, empty), then restored.
    const fresh = await freshDatabase(dbc.dialect);
    await migrateLatest(fresh.db());
    const second = await startContestTestApp({ config, db: fresh.db(), clock });
    try {
      await restoreBackup(fresh.config, backup.file);
      const again = await likeNft(fresh.db(), { userId: 'fred', createdAt: 0, ip: null }, 21, {
        now: NOV_21 + 20,
        tz: TZ,
        dailyLikeLimit: 100,
      });
      expect(again.ok).toBe(true);
      const id = Number((await fresh.db()('nft_likes').where({ user_id: 'fred', token_id: 21 }).first('id'))!.id);
      expect((await second.admin.fetch(`/api/admin/delete-like/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect(id).toBeGreaterThan(newest);
      expect((await second.admin.fetch('/api/admin/reset-monthly-contest', { method: 'POST', body: {} })).status).toBe(
        200,
      );
    } finally {
      await second.close();
      await fresh.drop();
    }
  });

  it('refuses a backup taken at another migration level, and a missing file, changing nothing', async () => {
    const backup = await createBackup(backupConfig());
    const before = await dumpTables(db());
    await db()('knex_migrations').insert({ name: '999_from_the_future', batch: 99, migration_time: new Date() });
    try {
      await expect(restoreBackup(backupConfig(), backup.file)).rejects.toThrow(
        new RegExp(`taken at migration ${MIGRATION_NAMES.at(-1)} but .* is at 999_from_the_future`),
      );
    } finally {
      await db()('knex_migrations').where({ name: '999_from_the_future' }).del();
    }
    await expect(restoreBackup(backupConfig(), `${backup.file}.missing`)).rejects.toBeInstanceOf(RestoreError);
    expect(await dumpTables(db())).toEqual(before);
  });

  it('a backup taken during a storm of parallel likes restores to a consistent state', async () => {
    await wipe(db());
    const users = Array.from({ length: 30 }, (_, i) => `storm-${i}`);
    await seedUsers(db(), users);
    // 180 likes from 30 users, started a few at a time on successive turns of the event loop (as
    // requests arrive), most still running when the backup begins in the middle of the storm.
    const plan = users.flatMap((user, u) =>
      Array.from({ length: 6 }, (_, k) => ({ user, token: 100 + ((u * 7 + k * 13) % 25), at: NOV_21 + u * 10 + k })),
    );
    const storm: Array<ReturnType<typeof like>> = [];
    let committed = 0;
    let committedAtBackupStart = -1;
    let backupPromise: ReturnType<typeof createBackup> | undefined;
    for (const [i, l] of plan.entries()) {
      storm.push(
        like(l.user, l.token, l.at).then((outcome) => {
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
    const after = await consistency(db());
    expect(after).toMatchObject({ wrongCounts: [], countless: [], wrongLimits: [], limitless: [], likes: 180 });

    await wipe(db());
    await restoreBackup(backupConfig(), backup.file);
    const restored = await consistency(db());
    expect(restored).toMatchObject({ wrongCounts: [], countless: [], wrongLimits: [], limitless: [] });
    // A snapshot from the storm: at least the likes committed before it began, at most all of them.
    expect(restored.likes).toBeGreaterThanOrEqual(committedAtBackupStart);
    expect(restored.likes).toBeLessThanOrEqual(180);
  });
});
