import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import knex, { type Knex } from 'knex';
import { createDb, type Db } from '@nacho/core';
import { describeIfAvailable, postgresAvailability, tempDir, TEST_PG_URL } from '@nacho/core/testing';
import { migrateLatest } from '@nacho/db';
import { nextDailyReset } from '@nacho/domain';
import { contestDayWindow } from './contest-day-window';
import { rawRows } from './raw-rows';
import { seedUsersAndTokens, testUser, testUsers, T0 } from './testing/contest-test-app';

const TZ = 'Europe/Berlin';
const LIMIT = 100;

/**
 * PostgreSQL only (SQLite has one writer at a time): nacho_like_nfts (migration 009) locks the
 * user's user_like_limits row with FOR UPDATE before it reads the allowance. Two transactions
 * liking for one user at 99 of 100 are interleaved by hand: the first calls the function and
 * holds its transaction open, the second calls it meanwhile, then the first commits. Exactly one
 * like may be accepted.
 */
describeIfAvailable(
  postgresAvailability(),
  'PostgreSQL',
  'the daily like limit under concurrent transactions (PostgreSQL row lock)',
  () => {
    let db: Db;
    let dbName: string;
    let dir: string;

    beforeAll(async () => {
      dbName = `nacho_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = knex({ client: 'pg', connection: TEST_PG_URL });
      await admin.raw(`create database ${dbName}`);
      await admin.destroy();
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${dbName}`;
      dir = tempDir('nacho-row-lock-');
      db = createDb({ databaseUrl: url.toString(), dataDir: dir });
      await migrateLatest(db);
      await seedUsersAndTokens(db, testUsers(testUser('racer', 0)), 3);
    }, 30_000);
    afterAll(async () => {
      await db.destroy();
      const admin = knex({ client: 'pg', connection: TEST_PG_URL });
      await admin.raw(`drop database if exists ${dbName} with (force)`);
      await admin.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }, 30_000);
    beforeEach(async () => {
      for (const table of ['nft_likes', 'nft_like_counts', 'user_like_limits']) await db(table).del();
      await db('user_like_limits').insert({
        user_id: 'racer',
        daily_likes: LIMIT - 1,
        last_reset: T0,
        next_reset_date: nextDailyReset(T0, TZ),
        daily_like_limit: LIMIT,
      });
    });

    /** One like of `racer` by nacho_like_nfts inside `trx`; its outcome. */
    async function likeIn(trx: Knex, tokenId: number): Promise<string> {
      const w = contestDayWindow(T0, TZ);
      const rows = rawRows<{ outcome: string }>(
        await trx.raw(
          'select outcome from nacho_like_nfts(?::varchar[], ?::integer[], ?::bigint[], ?::varchar[], ?::boolean[], ?::varchar[], ?, ?, ?, ?, ?, ?, ?)',
          [
            ['racer'],
            [tokenId],
            [T0],
            ['10.0.0.1'],
            [false],
            [null] as unknown as string[],
            T0,
            w.day,
            w.monthKey,
            w.nextReset,
            LIMIT,
            w.month.year,
            w.month.month,
          ],
        ),
      );
      return rows[0]!.outcome;
    }

    /** Resolves once a backend of this database waits for a lock (the second transaction is blocked). */
    async function someoneWaitsForALock(): Promise<void> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = rawRows<{ n: string | number }>(
          await db.raw(
            "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%nacho_like_nfts%'",
          ),
        );
        if (Number(waiting[0]!.n) > 0) return;
        if (Date.now() > deadline) throw new Error('the second transaction never waited for a lock');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    /** Transaction 1 likes and holds its lock; transaction 2 likes meanwhile; 1 commits, then 2. */
    async function interleave(): Promise<{ outcomes: string[]; used: number; stored: number }> {
      const first = await db.transaction();
      const second = await db.transaction();
      try {
        const firstOutcome = await likeIn(first, 1);
        const secondCall = likeIn(second, 2);
        await someoneWaitsForALock();
        await first.commit();
        const secondOutcome = await secondCall;
        await second.commit();
        const used = Number(
          (await db('user_like_limits').first('daily_likes').where({ user_id: 'racer' })).daily_likes,
        );
        const stored = Number((await db('nft_likes').where({ user_id: 'racer' }).count({ n: '*' }))[0]!.n);
        return { outcomes: [firstOutcome, secondOutcome], used, stored };
      } finally {
        if (!first.isCompleted()) await first.rollback();
        if (!second.isCompleted()) await second.rollback();
      }
    }

    it('accepts exactly one of two interleaved likes at 99 of 100: the second waits for the first and sees 100', async () => {
      expect(await interleave()).toEqual({ outcomes: ['liked', 'daily_limit_reached'], used: LIMIT, stored: 1 });
    });

    it('would accept both without FOR UPDATE: the interleaving above really exercises the lock', async () => {
      const [{ def }] = rawRows<{ def: string }>(
        await db.raw("select pg_get_functiondef('nacho_like_nfts'::regproc) as def"),
      );
      const unlocked = def.replace(/ for update/gi, '');
      expect(def.match(/ for update/gi)).toHaveLength(2);
      await db.raw(unlocked);
      try {
        expect(await interleave()).toEqual({ outcomes: ['liked', 'liked'], used: LIMIT, stored: 2 });
      } finally {
        await db.raw(def);
      }
      expect(
        rawRows<{ def: string }>(await db.raw("select pg_get_functiondef('nacho_like_nfts'::regproc) as def"))[0]!.def,
      ).toBe(def);
    });
  },
);
