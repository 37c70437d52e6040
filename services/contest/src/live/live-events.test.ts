import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, createLogger, type Config, type Db } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { crownFinishedMonths } from '../contest-months/crown-finished-months';
import { createContestRouters } from '../index';
import {
  asUser,
  likeAs,
  seedUsersAndTokens,
  standInSession,
  testUser,
  testUsers,
  type TestUsers,
  T0,
  DAY,
} from '../likes/testing/contest-test-app';
import { createContestLive, type ContestLive } from './contest-live';
import { dataOf, openSse, type SseReader } from './testing/sse-reader';

async function startApp(config: Config, db: Db, users: TestUsers, now: () => number, live: ContestLive) {
  const logger = createLogger(config);
  const app = createApp({
    config,
    logger,
    db,
    routers: createContestRouters({ config, logger, db, now, live }),
    middleware: [standInSession(users)],
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await live.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

eachDatabase('live like events (GET /api/likes/stream)', (ctx) => {
  let clock = T0;
  const users = testUsers(
    testUser('alice', T0 - 30 * DAY),
    testUser('bob', T0 - 30 * DAY),
    testUser('admin', T0 - 30 * DAY, { isAdmin: true }),
  );
  let app: Awaited<ReturnType<typeof startApp>>;
  let live: ContestLive;
  const streams: SseReader[] = [];
  const stream = async (user?: string, headers: Record<string, string> = {}, query = '') => {
    const s = await openSse(`${app.base}/api/likes/stream${query}`, {
      ...(user ? { 'x-test-user': user } : {}),
      ...headers,
    });
    streams.push(s);
    await s.next((f) => f.event === 'hello');
    return s;
  };
  const like = (id: number, user = 'alice', method?: 'DELETE') => likeAs(app.base, user, id, method);

  beforeAll(async () => {
    await seedUsersAndTokens(ctx.db(), users, 20);
    const config = testConfig({ DAILY_LIKE_LIMIT: '5' });
    live = createContestLive({ logger: createLogger(config), heartbeatMs: 150 });
    app = await startApp(config, ctx.db(), users, () => clock, live);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await app.close();
  });
  beforeEach(async () => {
    clock = T0;
    for (const t of ['nft_likes', 'nft_likes_removed', 'nft_like_counts', 'user_like_limits', 'contest_months'])
      await ctx.db()(t).del();
  });

  it('answers an unbuffered event stream that starts with the newest id, and sends heartbeats', async () => {
    const s = await stream();
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('cache-control')).toContain('no-cache');
    expect(s.frames[0]).toEqual({ retry: '3000' });
    expect(s.frames.find((f) => f.event === 'hello')?.id).toMatch(/^\d+$/);
    // heartbeatMs is 150 here (20 s in production).
    await s.next((f) => f.comment === 'heartbeat', 1000);
  });

  it('sends a like and an unlike to every stream, and the likes left only to the liking user', async () => {
    const [anonymous, alice, aliceOtherTab, bob] = [
      await stream(),
      await stream('alice'),
      await stream('alice'),
      await stream('bob'),
    ];
    expect((await like(7)).status).toBe(200);
    for (const s of [anonymous, alice, aliceOtherTab, bob]) {
      const f = await s.next((x) => x.event === 'likes');
      expect(dataOf(f)).toEqual({ tokenId: 7, count: 1, month: '2026-11', current: true });
    }
    for (const s of [alice, aliceOtherTab]) {
      const left = dataOf(await s.next((x) => x.event === 'likes-left'));
      expect(left).toEqual({ dailyLikesUsed: 1, dailyLikeLimit: 5, remainingLikes: 4, nextReset: expect.any(Number) });
      expect(JSON.stringify(left)).not.toContain('alice');
    }
    expect((await like(7, 'alice', 'DELETE')).status).toBe(200);
    for (const s of [anonymous, bob]) await s.next((x) => x.event === 'likes' && dataOf(x).count === 0);
    // Everything bob's and the anonymous stream got by now: no one else's likes-left.
    for (const s of [anonymous, bob]) expect(s.frames.filter((f) => f.event === 'likes-left')).toEqual([]);
  });

  it("replays the events after Last-Event-ID, still only the user's own likes-left, and says reset when the id is unknown", async () => {
    const first = await stream('bob');
    const since = first.frames.find((f) => f.event === 'hello')!.id!;
    first.close();
    await like(3, 'alice');
    await like(4, 'bob');
    const replayed = await stream('bob', { 'Last-Event-ID': since });
    const events = replayed.frames.filter((f) => f.event === 'likes' || f.event === 'likes-left');
    expect(events.map((f) => [f.event, dataOf(f).tokenId ?? dataOf(f).remainingLikes])).toEqual([
      ['likes', 3],
      ['likes', 4],
      ['likes-left', 4],
    ]);
    expect(events.every((f) => Number(f.id) > Number(since))).toBe(true);
    // The same through ?lastEventId= (the page's own reconnect after an error).
    const byQuery = await stream(undefined, {}, `?lastEventId=${since}`);
    expect(byQuery.frames.filter((f) => f.event === 'likes').map((f) => dataOf(f).tokenId)).toEqual([3, 4]);
    // An id this process never issued (another process's, or from before a restart): read everything again.
    const unknown = await stream(undefined, { 'Last-Event-ID': '999999' });
    expect(unknown.frames.some((f) => f.event === 'reset')).toBe(true);
    expect(unknown.frames.some((f) => f.event === 'likes')).toBe(false);
  });

  it("sends a moderator's delete-like, the month removals and a crowning", async () => {
    const s = await stream();
    await like(5, 'alice');
    await like(5, 'bob');
    await s.next((f) => f.event === 'likes' && dataOf(f).count === 2);
    const { id } = await ctx.db()('nft_likes').first('id').where({ user_id: 'bob' });
    expect(
      (await fetch(`${app.base}/api/admin/delete-like/${id}`, { method: 'DELETE', headers: asUser(app.base, 'admin') }))
        .status,
    ).toBe(200);
    await s.next((f) => f.event === 'likes' && dataOf(f).tokenId === 5 && dataOf(f).count === 1);
    const reset = await fetch(`${app.base}/api/admin/reset-monthly-contest`, {
      method: 'POST',
      headers: asUser(app.base, 'admin'),
      body: '{}',
    });
    expect(reset.status).toBe(200);
    expect(dataOf(await s.next((f) => f.event === 'likes-reset'))).toEqual({ months: ['2026-11'] });

    // October's likes, crowned at November's start by the job (after its transaction).
    clock = Date.UTC(2026, 9, 15, 10);
    await like(9, 'alice');
    clock = T0;
    const outcomes = await crownFinishedMonths(ctx.db(), T0, 'Europe/Berlin', live.bus);
    expect(outcomes.map((o) => o.outcome)).toEqual(['crowned']);
    expect(dataOf(await s.next((f) => f.event === 'winners'))).toEqual({ months: ['2026-10'] });
    // The like was October's own current month when it was made.
    expect(s.frames.filter((f) => f.event === 'likes').map((f) => dataOf(f))).toContainEqual({
      tokenId: 9,
      count: 1,
      month: '2026-10',
      current: true,
    });
    // A moderator's delete-like in a finished month is not the current month's count.
    const { id: octoberLike } = await ctx.db()('nft_likes').first('id').where({ token_id: 9 });
    await fetch(`${app.base}/api/admin/delete-like/${octoberLike}`, {
      method: 'DELETE',
      headers: asUser(app.base, 'admin'),
    });
    expect(
      dataOf(await s.next((f) => f.event === 'likes' && dataOf(f).tokenId === 9 && dataOf(f).count === 0)),
    ).toEqual({ tokenId: 9, count: 0, month: '2026-10', current: false });
  });

  it('forgets a stream whose page went away', async () => {
    const before = live.hub.size;
    const s = await stream();
    expect(live.hub.size).toBe(before + 1);
    s.close();
    for (let i = 0; i < 50 && live.hub.size > before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(live.hub.size).toBe(before);
  });

  it('publishes nothing for a refused like', async () => {
    const s = await stream('alice');
    await like(6, 'alice');
    await s.next((f) => f.event === 'likes');
    expect((await like(6, 'alice')).status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(s.frames.filter((f) => f.event === 'likes')).toHaveLength(1);
  });
});
