import type { Db } from '@nacho/core';
import { jsonOf, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { ExportedLike } from '@nacho/contracts';
import { clearContestTables, seedLikes, seedMonth, seedUsers } from '../admin/testing/seed';
import { writeHallOfFameVisible } from '../settings/site-settings';
import { ADMIN_WALLET, startContestTestApp, type ContestTestApp } from '../admin/testing/admin-test-app';
import { rawRows } from '../likes/raw-rows';
import { EXPORT_PAGE, jsonLine, likesJson, monthLikePages, monthPageSql, voterPseudonym } from './likes-export';
import { removeAllLikes, removeLike, removeMonthLikes } from './like-removals';
import { findFrozenExport, freezingExport } from './month-export-files';
import { frozenJsonRows } from './frozen-export-rows';

const TZ = 'Europe/Berlin';
// 2026-11-21 in Berlin: October 2026 is finished (and frozen once exported), November open.
const NOV_21 = Date.UTC(2026, 10, 21, 11, 0, 0);
const OCT_10 = Date.UTC(2026, 9, 10);
const USERS = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'];

/** The export's order before issue 36: one sort of the union of both tables (the reference). */
async function oldOrder(db: Db, month: string) {
  return rawRows<{ id: number; removed: number | boolean }>(
    await db.raw(
      `select * from (
         select l.id, l.created_at, 0 as removed from nft_likes l where l.contest_month = ?
         union all
         select r.id, r.created_at, 1 as removed from nft_likes_removed r where r.contest_month = ?
       ) likes order by created_at, id`,
      [month, month],
    ),
  ).map((r) => ({ likeId: Number(r.id), removedByModerator: Number(r.removed) === 1 }));
}

/**
 * `n` likes of October by random voters on random tokens, many at the same millisecond (a few
 * distinct times), and about one in ten moved to nft_likes_removed as a moderator's removal leaves it.
 */
async function seedOctober(db: Db, n: number, seed = 7) {
  let x = seed;
  const random = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const rows = Array.from({ length: n }, (_, i) => ({
    user_id: USERS[Math.floor(random() * USERS.length)]!,
    token_id: 1 + i,
    created_at: OCT_10 + Math.floor(random() * (n / 20)),
    like_date: '2026-10-10',
    contest_month: '2026-10',
  }));
  // Ids not in time order: the order is (time, id) whatever the insertion order.
  rows.sort(() => random() - 0.5);
  await db.batchInsert('nft_likes', rows, 500);
  const ids: number[] = await db('nft_likes').where({ contest_month: '2026-10' }).pluck('id');
  const removed = ids.filter(() => random() < 0.1).map(Number);
  for (let i = 0; i < removed.length; i += 500) {
    const some = removed.slice(i, i + 500);
    await db.raw(
      `insert into nft_likes_removed (id, user_id, token_id, created_at, contest_month, removed_at, removed_by)
       select id, user_id, token_id, created_at, contest_month, 1, 'test' from nft_likes where id in (${some.map(() => '?').join(',')})`,
      some,
    );
    await db('nft_likes').whereIn('id', some).del();
  }
  return removed.length;
}

eachDatabase('month like exports', (dbc) => {
  const clock = { now: NOV_21 };
  const db = (): Db => dbc.db();
  let app: ContestTestApp;
  const url = (path: string) => `${app.base}/api/hall-of-fame/months/2026/10/${path}`;

  beforeAll(async () => {
    app = await startContestTestApp({
      config: testConfig({ ADMIN_WALLETS: ADMIN_WALLET, CONTEST_TZ: TZ, EXPORTS_PER_IP: '0' }),
      db: db(),
      clock,
    });
    await seedUsers(db(), USERS);
    await db()('users').where({ id: 'u2' }).update({ kaspa_address: 'kaspa:qqvoter2' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock.now = NOV_21;
    await clearContestTables(db());
  });

  it('streams the likes in the order of the old sorted union, across pages, equal times and removed likes', async () => {
    const removedCount = await seedOctober(db(), 3 * EXPORT_PAGE + 321);
    const exported: ExportedLike[] = [];
    for await (const page of monthLikePages(db(), { year: 2026, month: 10 }, { pageSize: EXPORT_PAGE }))
      exported.push(...page);
    expect(exported.map((l) => ({ likeId: l.likeId, removedByModerator: l.removedByModerator }))).toEqual(
      await oldOrder(db(), '2026-10'),
    );
    expect(exported.filter((l) => l.removedByModerator)).toHaveLength(removedCount);
    expect(removedCount).toBeGreaterThan(0);
    expect(new Set(exported.map((l) => l.likedAt)).size).toBeLessThan(exported.length / 10);
    expect(new Set(exported.map((l) => l.voter))).toEqual(
      new Set(USERS.map((u) => (u === 'u2' ? 'kaspa:qqvoter2' : voterPseudonym(u)))),
    );
  });

  it('reads each like table by its month index: no sort of the month (EXPLAIN)', async () => {
    await seedOctober(db(), 2000);
    for (const table of ['nft_likes', 'nft_likes_removed'] as const) {
      const query = { sql: monthPageSql(table), bindings: ['2026-10', OCT_10 + 5, 10, EXPORT_PAGE] };
      if (dbc.dialect === 'sqlite') {
        const plan = JSON.stringify(await db().raw(`explain query plan ${query.sql}`, query.bindings));
        expect(plan).toContain(`${table}_month_order`);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      } else {
        // A small test table may be cheaper to sort than to walk: forbid full scans, so the plan shows whether the index serves the order.
        const plan = await db().transaction(async (trx) => {
          await trx.raw('set local enable_seqscan = off');
          await trx.raw(`analyze ${table}`);
          return JSON.stringify(rawRows(await trx.raw(`explain ${query.sql}`, query.bindings)));
        });
        expect(plan).toContain(`${table}_month_order`);
        expect(plan).not.toMatch(/Sort/);
      }
    }
  });

  it('a frozen likes.json reads back as its rows (across decompressed pieces, with JSON escapes in a name); the CSV frozen after it is made of its rows', async () => {
    await db()('users').where({ id: 'u3' }).update({ kaspa_address: 'kaspa:q"}{\\x' });
    try {
      await seedOctober(db(), 6 * EXPORT_PAGE);
      const text = await (await fetch(url('likes.json'))).text();
      expect(text.length).toBeGreaterThan(3 * 128 * 1024);
      const published = JSON.parse(text) as ExportedLike[];
      expect(published.some((l) => l.voter === 'kaspa:q"}{\\x')).toBe(true);
      const file = await findFrozenExport(db(), '2026-10', 'json');
      const read: ExportedLike[] = [];
      for await (const page of frozenJsonRows(db(), file!.id)) read.push(...page);
      expect(read).toEqual(published);

      // A like gone from the database without a correction of the month stays in both downloads.
      const gone = published.find((l) => !l.removedByModerator)!;
      await db()('nft_likes').where({ id: gone.likeId }).del();
      const csv = await (await fetch(url('likes.csv'))).text();
      expect(csv.trimEnd().split('\n').slice(1)).toEqual(
        published.map((l) => `${l.likeId},${l.tokenId},${l.voter},${l.likedAt},${l.removedByModerator}`),
      );
    } finally {
      await db()('users').where({ id: 'u3' }).update({ kaspa_address: null });
    }
  });

  it('yields to the event loop between pages: a callback queued before the export runs before its second page', async () => {
    await seedOctober(db(), 3 * EXPORT_PAGE);
    let ran = false;
    const pagesBefore: boolean[] = [];
    setImmediate(() => (ran = true));
    for await (const page of monthLikePages(db(), { year: 2026, month: 10 }, { pageSize: EXPORT_PAGE })) {
      expect(page.length).toBeGreaterThan(0);
      pagesBefore.push(ran);
    }
    expect(pagesBefore.length).toBeGreaterThanOrEqual(3);
    expect(pagesBefore.slice(1).every(Boolean)).toBe(true);
  });

  it('freezes a finished month once: a strong ETag, 304 on If-None-Match, gzip as stored or plain, the same bytes as the live export', async () => {
    await seedOctober(db(), 2500);
    const first = await fetch(url('likes.json'));
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    const live = await first.text();

    const plain = await fetch(url('likes.json'), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status).toBe(200);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"2026-10-json-v0-[0-9a-f]{24}"$/);
    expect(plain.headers.get('cache-control')).toBe('public, no-cache');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(live)));
    expect(await plain.text()).toBe(live);

    const gzipped = await fetch(url('likes.json'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(etag.replace(/"$/, '-gzip"'));
    expect(await gzipped.text()).toBe(live);

    const again = await fetch(url('likes.json'), { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Built once: one file for the month's JSON, none yet for its CSV.
    expect(await db()('month_export_files').select('contest_month', 'format')).toEqual([
      { contest_month: '2026-10', format: 'json' },
    ]);
    expect(JSON.parse(live)).toHaveLength(2500);
  });

  it('streams the open month live, never frozen', async () => {
    await db()('nft_likes').insert({
      user_id: 'u1',
      token_id: 5,
      created_at: NOV_21 - 1000,
      like_date: '2026-11-21',
      contest_month: '2026-11',
    });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${app.base}/api/hall-of-fame/months/2026/11/likes.csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeNull();
      expect((await res.text()).trim().split('\n')).toHaveLength(2);
    }
    expect(Number((await db()('month_export_files').count('* as n').first())!.n)).toBe(0);
  });

  describe('a correction after the freeze gives a new ETag and the new rows', () => {
    const frozen = async () => {
      await (await fetch(url('likes.json'))).text();
      const res = await fetch(url('likes.json'), { headers: { 'Accept-Encoding': 'identity' } });
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"2026-10-json-/);
      return { etag: etag!, likes: (await res.json()) as ExportedLike[] };
    };
    const admin = () => app.admin;

    it("a moderator's delete-like (the admin route)", async () => {
      await seedOctober(db(), 300);
      const before = await frozen();
      const target = before.likes.find((l) => !l.removedByModerator)!;
      expect((await admin().fetch(`/api/admin/delete-like/${target.likeId}`, { method: 'DELETE' })).status).toBe(200);
      const stale = await fetch(url('likes.json'), { headers: { 'If-None-Match': before.etag } });
      expect(stale.status).toBe(200);
      const after = (await jsonOf(stale)) as ExportedLike[];
      expect(after.find((l) => l.likeId === target.likeId)?.removedByModerator).toBe(true);
      const refrozen = await frozen();
      expect(refrozen.etag).not.toBe(before.etag);
      expect(refrozen.etag).toMatch(/-v1-/);
      expect(refrozen.likes).toEqual(after);
    });

    it("the month's removal (delete-likes-for-month, the admin route)", async () => {
      await seedOctober(db(), 300);
      const before = await frozen();
      const res = await admin().fetch('/api/admin/delete-likes-for-month', {
        method: 'POST',
        body: { year: 2026, month: 10 },
      });
      expect(res.status).toBe(200);
      const after = await frozen();
      expect(after.etag).not.toBe(before.etag);
      expect(after.likes.every((l) => l.removedByModerator)).toBe(true);
      expect(after.likes.map((l) => l.likeId)).toEqual(before.likes.map((l) => l.likeId));
    });

    it('every path that removes likes: one like, a month, all likes', async () => {
      await seedOctober(db(), 300);
      const corrections = [
        async () => {
          const id = await db()('nft_likes').where({ contest_month: '2026-10' }).first('id');
          await db().transaction((trx) => removeLike(trx, Number(id.id), NOV_21, 'test'));
        },
        async () => {
          await db()('nft_likes').insert({
            user_id: 'u1',
            token_id: 1,
            created_at: OCT_10,
            like_date: '2026-10-11',
            contest_month: '2026-10',
          });
          await db().transaction((trx) => removeMonthLikes(trx, { year: 2026, month: 10 }, NOV_21, 'test'));
        },
        async () => {
          await db()('nft_likes').insert({
            user_id: 'u1',
            token_id: 2,
            created_at: OCT_10,
            like_date: '2026-10-12',
            contest_month: '2026-10',
          });
          await db().transaction((trx) => removeAllLikes(trx, NOV_21, 'test'));
        },
      ];
      let previous = await frozen();
      for (const correct of corrections) {
        await correct();
        const next = await frozen();
        expect(next.etag).not.toBe(previous.etag);
        expect(next.likes).toEqual(await expectedLikes());
        previous = next;
      }
    });

    it('a correction during the build: that file is never served', async () => {
      await seedOctober(db(), 3 * EXPORT_PAGE);
      const reader = freezingExport(db(), { year: 2026, month: 10 }, 'json', { now: NOV_21, logger: console });
      const firstChunk = await reader.next();
      expect(firstChunk.done).toBe(false);
      const id = await db()('nft_likes').where({ contest_month: '2026-10' }).orderBy('id', 'desc').first('id');
      await db().transaction((trx) => removeLike(trx, Number(id.id), NOV_21, 'test'));
      let pieces = 1;
      while (!(await reader.next()).done) pieces++;
      expect(pieces).toBeGreaterThan(2);
      expect(Number((await db()('month_export_files').count('* as n').first())!.n)).toBe(0);
      const fresh = await frozen();
      expect(fresh.likes.find((l) => l.likeId === Number(id.id))?.removedByModerator).toBe(true);
    });
  });

  /** The likes as the live export gives them now. */
  async function expectedLikes() {
    let text = '';
    for await (const piece of likesJson(db(), { year: 2026, month: 10 })) text += piece;
    return JSON.parse(text) as ExportedLike[];
  }

  it('with the Hall of Fame hidden: the export is still served (the likes are public) and names no winner', async () => {
    await seedOctober(db(), 50);
    await seedMonth(db(), { year: 2026, month: 10, state: 'crowned', tokenId: 7, likeCount: 3 });
    await writeHallOfFameVisible(db(), false, NOV_21);
    const json = await fetch(url('likes.json'));
    expect(json.status).toBe(200);
    const likes = (await json.json()) as Array<Record<string, unknown>>;
    expect(likes).toHaveLength(50);
    for (const like of likes)
      expect(Object.keys(like)).toEqual(['likeId', 'tokenId', 'voter', 'likedAt', 'removedByModerator']);
    const csv = await (await fetch(url('likes.csv'))).text();
    expect(csv.split('\n')[0]).toBe('likeId,tokenId,voter,likedAt,removedByModerator');
    expect(csv).not.toMatch(/winner|crown/i);
  });

  it('serves two exports at once (both formats, and the same one twice) in full', async () => {
    await seedOctober(db(), 3 * EXPORT_PAGE);
    const [a, b, c] = await Promise.all([
      fetch(url('likes.json')).then((r) => r.json() as Promise<ExportedLike[]>),
      fetch(url('likes.json')).then((r) => r.json() as Promise<ExportedLike[]>),
      fetch(url('likes.csv')).then((r) => r.text()),
    ]);
    expect(a).toHaveLength(3 * EXPORT_PAGE);
    expect(b).toEqual(a);
    expect(c.trim().split('\n')).toHaveLength(3 * EXPORT_PAGE + 1);
    expect((await fetch(url('likes.csv'))).headers.get('etag')).toMatch(/^"2026-10-csv-v0-.*-gzip"$/);
  });
});

eachDatabase('month like exports: per-IP limit', (dbc) => {
  const clock = { now: NOV_21 };
  let app: ContestTestApp;
  beforeAll(async () => {
    app = await startContestTestApp({
      config: testConfig({ ADMIN_WALLETS: ADMIN_WALLET, CONTEST_TZ: TZ, EXPORTS_PER_IP: '3' }),
      db: dbc.db(),
      clock,
    });
    await clearContestTables(dbc.db());
    await seedUsers(dbc.db(), ['u1']);
    await seedLikes(dbc.db(), [{ userId: 'u1', tokenId: 1, at: OCT_10, month: '2026-10' }]);
  });
  afterAll(() => app.close());

  it('answers 429 rate_limited with Retry-After past EXPORTS_PER_IP downloads a minute; a 304 is free', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${app.base}/api/hall-of-fame/months/2026/10/${path}`, { headers });
    expect(JSON.parse(await (await get('likes.json')).text())).toHaveLength(1);
    const frozen = await get('likes.json');
    expect(frozen.status).toBe(200);
    const etag = frozen.headers.get('etag')!;
    for (let i = 0; i < 5; i++) expect((await get('likes.json', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('likes.csv')).status).toBe(200);
    const refused = await get('likes.csv');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await jsonOf(refused)).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again/) },
    });
    expect((await get('likes.json')).status).toBe(429);
  });
});

describe('the JSON export line', () => {
  it.each([
    { likeId: 1, tokenId: 42, voter: 'kaspa:qqvoter2', likedAt: '2026-10-10T00:00:00.000Z', removedByModerator: false },
    {
      likeId: 9_007_199,
      tokenId: 10_000,
      voter: 'voter-"odd\\name',
      likedAt: '2026-10-31T22:59:59.999Z',
      removedByModerator: true,
    },
  ])('is what JSON.stringify writes for like $likeId', (like: ExportedLike) => {
    expect(jsonLine(like)).toBe(JSON.stringify(like));
    expect(JSON.parse(jsonLine(like))).toEqual(like);
  });
});
