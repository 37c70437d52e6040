import { jsonOf, sameOriginJson, testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { startContestApp, type RunningContestApp } from '../auth/testing/contest-app';
import { writeHallOfFameVisible } from '../settings/site-settings';

// 2026-11-21 12:00 in Berlin: contest month November 2026.
const NOW = Date.UTC(2026, 10, 21, 11, 0, 0);

eachDatabase('hall of fame reads', (ctx) => {
  let app: RunningContestApp;
  let base: string;

  beforeAll(async () => {
    const db = ctx.db();
    const t = NOW;
    await db('nft_like_counts').insert([
      { token_id: 5, reset_year: 2026, reset_month: 11, like_count: 3, updated_at: t },
      { token_id: 9, reset_year: 2026, reset_month: 11, like_count: 7, updated_at: t },
      { token_id: 2, reset_year: 2026, reset_month: 11, like_count: 3, updated_at: t },
      { token_id: 4, reset_year: 2026, reset_month: 11, like_count: 0, updated_at: t },
      { token_id: 1, reset_year: 2026, reset_month: 10, like_count: 50, updated_at: t },
    ]);
    await db('contest_months').insert([
      {
        year: 2026,
        month: 10,
        state: 'crowned',
        token_id: 1,
        entry_id: 14,
        entry_version: 1,
        like_count: 50,
        decided_at: t,
        updated_at: t,
      },
      {
        year: 2026,
        month: 9,
        state: 'declared',
        token_id: 8,
        entry_id: 12,
        entry_version: 3,
        like_count: 20,
        decided_at: t - 1000,
        updated_at: t,
      },
      {
        year: 2026,
        month: 8,
        state: 'vacated',
        token_id: null,
        entry_version: 0,
        like_count: 0,
        decided_at: t - 1500,
        updated_at: t,
      },
      {
        year: 2025,
        month: 12,
        state: 'crowned',
        token_id: 3,
        entry_id: 2,
        entry_version: 1,
        like_count: 11,
        decided_at: t - 2000,
        updated_at: t,
      },
    ]);
    app = startContestApp({ config: testConfig(), db, now: () => NOW });
    base = app.base;
  });
  afterAll(() => app.close());

  it('ranks this month by likes, lower token id first on ties, ignoring other months and zero counts', async () => {
    const body = await jsonOf(await fetch(`${base}/api/hall-of-fame/top`));
    expect(body).toEqual({
      nfts: [
        { tokenId: 9, likeCount: 7 },
        { tokenId: 2, likeCount: 3 },
        { tokenId: 5, likeCount: 3 },
      ],
      count: 3,
      month: 11,
      year: 2026,
      monthEndsAt: Date.UTC(2026, 10, 30, 23, 0, 0),
      contestTz: 'Europe/Berlin',
      monthWinner: null,
    });
  });

  it('honours limit and rejects a bad one', async () => {
    expect((await jsonOf(await fetch(`${base}/api/hall-of-fame/top?limit=1`))).nfts).toEqual([
      { tokenId: 9, likeCount: 7 },
    ]);
    for (const bad of ['0', '101', 'abc', '2.5']) {
      const res = await fetch(`${base}/api/hall-of-fame/top?limit=${bad}`);
      expect(res.status).toBe(400);
      expect((await jsonOf(res)).error.message).toMatch(/^limit: /);
    }
  });

  it('lists history newest month first and names the latest winner', async () => {
    const history = await jsonOf(await fetch(`${base}/api/hall-of-fame/history`));
    expect(history.map((e: { tokenId: number }) => e.tokenId)).toEqual([1, 8, 3]);
    expect(history[0]).toMatchObject({
      id: 14,
      version: 1,
      tokenId: 1,
      resetMonth: 10,
      resetYear: 2026,
      likeCount: 50,
      how: 'crowned',
      createdAt: NOW,
    });
    expect(history[1]).toMatchObject({ id: 12, version: 3, tokenId: 8, how: 'declared' });
    const month = await jsonOf(await fetch(`${base}/api/hall-of-fame/nft-of-the-month`));
    expect(month).toEqual({ nft: { tokenId: 1, likeCount: 50, resetMonth: 10, resetYear: 2026, how: 'crowned' } });
  });

  it('says nothing of winners while the Hall of Fame is hidden, and everything again once shown', async () => {
    const db = ctx.db();
    await db('admin_audit_log').insert([
      {
        at: NOW - 900,
        actor: 'admin',
        action: 'declare_winner',
        details: JSON.stringify({ months: ['2026-09'], tokenId: 8 }),
      },
      {
        at: NOW - 800,
        actor: 'admin',
        action: 'delete_like',
        details: JSON.stringify({ months: ['2026-09'], tokenId: 8, likesByMonth: { '2026-09': 1 } }),
      },
    ]);
    await db('nft_like_counts').insert({
      token_id: 8,
      reset_year: 2026,
      reset_month: 9,
      like_count: 20,
      updated_at: NOW,
    });
    const read = async (path: string) => jsonOf(await fetch(`${base}/api/hall-of-fame${path}`));
    try {
      await writeHallOfFameVisible(db, false, NOW);
      expect(await read('/nft-of-the-month')).toEqual({ nft: null });
      expect(await read('/history')).toEqual([]);
      expect((await read('/top')).monthWinner).toBeNull();
      const september = await read('/months/2026/9');
      expect(september).toMatchObject({ state: 'hidden', winner: null });
      expect(september.standings[0]).toMatchObject({ tokenId: 8, likeCount: 20 });
      expect(september.moderation.map((m: { action: string }) => m.action)).toEqual(['delete_like']);
      expect(await read('/months/2026/8')).toMatchObject({ state: 'hidden', winner: null });
      expect((await read('/months/2026/11')).state).toBe('open');

      await writeHallOfFameVisible(db, true, NOW);
      expect((await read('/nft-of-the-month')).nft).toMatchObject({ tokenId: 1 });
      const shown = await read('/months/2026/9');
      expect(shown).toMatchObject({ state: 'declared', winner: { tokenId: 8, how: 'declared' } });
      expect(shown.moderation.map((m: { action: string }) => m.action)).toEqual(['declare_winner', 'delete_like']);
    } finally {
      await writeHallOfFameVisible(db, true, NOW);
      await db('admin_audit_log').del();
      await db('nft_like_counts').where({ reset_month: 9, token_id: 8 }).del();
    }
  });

  it('reads a token like count for the current month and validates the id', async () => {
    expect(await jsonOf(await fetch(`${base}/api/likes/nft/9`))).toEqual({ liked: false, count: 7 });
    expect(await jsonOf(await fetch(`${base}/api/likes/nft/1`))).toEqual({ liked: false, count: 0 });
    const bad = await fetch(`${base}/api/likes/nft/abc`);
    expect(bad.status).toBe(400);
  });

  it('refuses admin calls on the server without an admin session', async () => {
    expect(await jsonOf(await fetch(`${base}/api/admin/session`))).toMatchObject({ authenticated: false });
    const res = await fetch(`${base}/api/admin/delete-all-likes`, { method: 'POST', headers: sameOriginJson(base) });
    expect(res.status).toBe(401);
    expect((await jsonOf(res)).error.code).toBe('admin_session_required');
  });
});

eachDatabase('hall of fame rankings pages', (ctx) => {
  let app: RunningContestApp;
  let base: string;
  // 101 liked NFTs: token t has (t % 7) + 1 likes, reached at NOW - t (so a higher id reached it first).
  const TOKENS = Array.from({ length: 101 }, (_, i) => i + 1);
  const likesOf = (t: number) => (t % 7) + 1;
  const expected = [...TOKENS].sort((a, b) => likesOf(b) - likesOf(a) || NOW - a - (NOW - b) || a - b);

  beforeAll(async () => {
    const db = ctx.db();
    await db('nft_like_counts').insert([
      ...TOKENS.map((t) => ({
        token_id: t,
        reset_year: 2026,
        reset_month: 11,
        like_count: likesOf(t),
        count_reached_at: NOW - t,
        updated_at: NOW,
      })),
      { token_id: 500, reset_year: 2026, reset_month: 11, like_count: 0, count_reached_at: NOW, updated_at: NOW },
      { token_id: 600, reset_year: 2026, reset_month: 10, like_count: 9, count_reached_at: NOW, updated_at: NOW },
    ]);
    app = startContestApp({ config: testConfig(), db, now: () => NOW });
    base = app.base;
  });
  afterAll(() => app.close());

  const page = async (qs: string) => jsonOf(await fetch(`${base}/api/hall-of-fame/rankings?${qs}`));

  it('pages through all 101 liked NFTs of the month in standings order, the 101st included', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: 101, count: 101, month: 11, year: 2026 });
    expect(first.nfts).toHaveLength(10);
    const seen: Array<{ rank: number; tokenId: number }> = [];
    for (let offset = 0; offset < 101; offset += 10) seen.push(...(await page(`limit=10&offset=${offset}`)).nfts);
    expect(seen.map((n) => n.tokenId)).toEqual(expected);
    expect(seen.map((n) => n.rank)).toEqual(TOKENS);
    expect((await page('offset=100')).nfts).toEqual([
      { rank: 101, tokenId: expected[100], likeCount: likesOf(expected[100]!) },
    ]);
    expect((await page('offset=200')).nfts).toEqual([]);
  });

  it('sorts ascending over all rows, keeping each row its standings rank', async () => {
    const asc = await page('sort=asc&limit=3');
    expect(asc.nfts.map((n: { rank: number }) => n.rank)).toEqual([101, 100, 99]);
    const last = await page('sort=asc&limit=10&offset=100');
    expect(last.nfts).toEqual([{ rank: 1, tokenId: expected[0], likeCount: 7 }]);
  });

  it('searches all rows by token id or like count, with the total of the matches', async () => {
    const byId = await page('q=%2310');
    expect(byId.nfts.map((n: { tokenId: number }) => n.tokenId).sort((a: number, b: number) => a - b)).toEqual([
      10, 100, 101,
    ]);
    expect(byId.total).toBe(3);
    expect(byId.count).toBe(101);
    const hit = byId.nfts.find((n: { tokenId: number }) => n.tokenId === 101);
    expect(hit.rank).toBe(expected.indexOf(101) + 1);
    const byLikes = await page('q=7&limit=100');
    // like count 7 (t % 7 == 6: 14 tokens) or a token id containing 7
    const want = expected.filter((t) => likesOf(t) === 7 || String(t).includes('7'));
    expect(byLikes.nfts.map((n: { tokenId: number }) => n.tokenId)).toEqual(want);
    expect(byLikes.total).toBe(want.length);
    expect(await page('q=zzz')).toMatchObject({ nfts: [], total: 0, count: 101 });
  });

  it('rejects a bad limit, offset or sort', async () => {
    for (const qs of ['limit=0', 'limit=101', 'offset=-1', 'offset=x', 'sort=up']) {
      expect((await fetch(`${base}/api/hall-of-fame/rankings?${qs}`)).status).toBe(400);
    }
  });
});
