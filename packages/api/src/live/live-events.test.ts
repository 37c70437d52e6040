import { api } from '../api';
import { authApi } from '../endpoints/auth';
import { createAppStore } from '../store';
import { applyCountToRanking, startLiveEvents, type LiveEvents } from './live-events';

/** The browser's EventSource as a test double: the test plays the server (open, events, errors). */
class TestEventSource {
  static instances: TestEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    TestEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: number, data: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  static open() {
    return TestEventSource.instances.filter((s) => !s.closed);
  }
}

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNftLikes: build.query<{ liked: boolean; count: number }, number>({
      queryFn: () => ({ data: { liked: false, count: 4 } }),
      providesTags: ['LikeStatus'],
    }),
    getTopLikedNfts: build.query<{ nfts: Array<{ tokenId: number; likeCount: number }> }, number>({
      queryFn: () => {
        topReads++;
        return {
          data: {
            nfts: [
              { tokenId: 1, likeCount: 5 },
              { tokenId: 2, likeCount: 4 },
              { tokenId: 3, likeCount: 4 },
            ],
          },
        };
      },
      providesTags: ['HallOfFameTop'],
    }),
    getRankingsPage: build.query<
      { nfts: Array<{ rank: number; tokenId: number; likeCount: number }>; total: number },
      { offset: number }
    >({
      queryFn: () => {
        pageReads++;
        return { data: { nfts: [{ rank: 1, tokenId: 1, likeCount: 5 }], total: 1 } };
      },
      providesTags: ['HallOfFameTop'],
    }),
    getLikeLimit: build.query<
      { dailyLikesUsed: number; dailyLikeLimit: number; remainingLikes: number; nextReset: number } | null,
      void
    >({
      queryFn: () => ({ data: { dailyLikesUsed: 1, dailyLikeLimit: 100, remainingLikes: 99, nextReset: 1 } }),
      providesTags: ['LikeLimit'],
    }),
    getNftOfTheMonth: build.query<{ tokenId: number }, void>({
      queryFn: () => {
        winnerReads++;
        return { data: { tokenId: winnerReads } };
      },
      providesTags: ['NftOfTheMonth'],
    }),
    getActivityFeed: build.query<{ reads: number }, void>({
      queryFn: () => ({ data: { reads: ++activityReads } }),
      providesTags: ['Activity'],
    }),
  }),
  overrideExisting: true,
});
let topReads = 0;
let winnerReads = 0;
let pageReads = 0;
let activityReads = 0;

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe("the tab's live event stream", () => {
  let live: LiveEvents | undefined;
  beforeEach(() => {
    TestEventSource.instances = [];
    topReads = 0;
    winnerReads = 0;
    pageReads = 0;
    activityReads = 0;
    setVisibility('visible');
  });
  afterEach(() => {
    live?.stop();
    jest.useRealTimers();
  });
  const start = (store = createAppStore(), options = {}) => {
    live = startLiveEvents(store, {
      EventSource: TestEventSource as unknown as typeof EventSource,
      random: () => 1,
      refetchDelayMs: 10,
      ...options,
    });
    return store;
  };

  it('opens one stream per tab however often it is started', () => {
    const store = start();
    startLiveEvents(store, { EventSource: TestEventSource as unknown as typeof EventSource });
    startLiveEvents(createAppStore(), { EventSource: TestEventSource as unknown as typeof EventSource });
    expect(TestEventSource.instances).toHaveLength(1);
    expect(TestEventSource.instances[0]!.url).toBe('/api/likes/stream');
    expect(TestEventSource.instances[0]!.init).toEqual({ withCredentials: true });
  });

  it('writes a like into the cached count, the rankings and the likes left', async () => {
    const store = start();
    await store.dispatch(testApi.endpoints.getNftLikes.initiate(3));
    await store.dispatch(testApi.endpoints.getTopLikedNfts.initiate(50));
    await store.dispatch(testApi.endpoints.getLikeLimit.initiate());
    const es = TestEventSource.instances[0]!;
    es.emit('likes', 10, { tokenId: 3, count: 5, month: '2026-11', current: true });
    es.emit('likes-left', 11, { dailyLikesUsed: 2, dailyLikeLimit: 100, remainingLikes: 98, nextReset: 1 });
    expect(testApi.endpoints.getNftLikes.select(3)(store.getState()).data).toEqual({ liked: false, count: 5 });
    // Token 3 reached 5 after token 1 did: behind it, ahead of token 2.
    expect(testApi.endpoints.getTopLikedNfts.select(50)(store.getState()).data!.nfts).toEqual([
      { tokenId: 1, likeCount: 5 },
      { tokenId: 3, likeCount: 5 },
      { tokenId: 2, likeCount: 4 },
    ]);
    expect(testApi.endpoints.getLikeLimit.select()(store.getState()).data!.remainingLikes).toBe(98);
    expect(live!.lastEventId()).toBe('11');
    await new Promise((r) => setTimeout(r, 50));
    expect(topReads).toBe(1); // patched, not read again
  });

  it('reads the rankings again when only the server knows the order, and the NFT of the Month on a crowning', async () => {
    const store = start();
    const top = store.dispatch(testApi.endpoints.getTopLikedNfts.initiate(50));
    const winner = store.dispatch(testApi.endpoints.getNftOfTheMonth.initiate());
    await Promise.all([top, winner]);
    const es = TestEventSource.instances[0]!;
    es.emit('likes', 1, { tokenId: 9, count: 1, month: '2026-11', current: true });
    await new Promise((r) => setTimeout(r, 60));
    expect(topReads).toBe(2);
    es.emit('winners', 2, { months: ['2026-10'] });
    await new Promise((r) => setTimeout(r, 60));
    expect(winnerReads).toBe(2);
    expect(testApi.endpoints.getNftOfTheMonth.select()(store.getState()).data).toEqual({ tokenId: 2 });
    top.unsubscribe();
    winner.unsubscribe();
  });

  it('reads the activity feeds again when a sync added activity, and leaves them alone on a like', async () => {
    const store = start();
    const feed = store.dispatch(testApi.endpoints.getActivityFeed.initiate());
    await feed;
    const es = TestEventSource.instances[0]!;
    es.emit('likes', 1, { tokenId: 1, count: 6, month: '2026-11', current: true });
    await new Promise((r) => setTimeout(r, 60));
    expect(activityReads).toBe(1);
    es.emit('activity', 2, { type: 'activity', newestId: 'a-99', added: 1 });
    await new Promise((r) => setTimeout(r, 60));
    expect(activityReads).toBe(2);
    expect(testApi.endpoints.getActivityFeed.select()(store.getState()).data).toEqual({ reads: 2 });
    feed.unsubscribe();
  });

  it('reads a server-paged rankings page again on a like, even one it could patch', async () => {
    const store = start();
    const page = store.dispatch(testApi.endpoints.getRankingsPage.initiate({ offset: 0 }));
    await page;
    TestEventSource.instances[0]!.emit('likes', 1, { tokenId: 1, count: 6, month: '2026-11', current: true });
    await new Promise((r) => setTimeout(r, 60));
    expect(pageReads).toBe(2);
    page.unsubscribe();
  });

  it('reconnects after an error with growing back-off and the last event id', () => {
    jest.useFakeTimers();
    start(createAppStore(), { minBackoffMs: 1000, maxBackoffMs: 4000 });
    const first = TestEventSource.instances[0]!;
    first.emit('hello', 41, { id: 41 });
    first.onerror!();
    expect(first.closed).toBe(true);
    jest.advanceTimersByTime(999);
    expect(TestEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(TestEventSource.instances[1]!.url).toBe('/api/likes/stream?lastEventId=41');
    TestEventSource.instances[1]!.onerror!();
    jest.advanceTimersByTime(1999);
    expect(TestEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(TestEventSource.instances).toHaveLength(3);
    TestEventSource.instances[2]!.onerror!();
    jest.advanceTimersByTime(4000); // capped at maxBackoffMs
    expect(TestEventSource.instances).toHaveLength(4);
    // A stream that opened resets the back-off.
    TestEventSource.instances[3]!.onopen!();
    TestEventSource.instances[3]!.onerror!();
    jest.advanceTimersByTime(1000);
    expect(TestEventSource.instances).toHaveLength(5);
    expect(TestEventSource.open()).toHaveLength(1);
  });

  it('closes the stream in a tab hidden for a while and reopens it from the last id when shown', () => {
    jest.useFakeTimers();
    start(createAppStore(), { pauseHiddenAfterMs: 5000 });
    TestEventSource.instances[0]!.emit('likes', 7, { tokenId: 1, count: 1, month: '2026-11', current: true });
    setVisibility('hidden');
    jest.advanceTimersByTime(4999);
    expect(TestEventSource.open()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(TestEventSource.open()).toHaveLength(0);
    setVisibility('visible');
    expect(TestEventSource.open()).toHaveLength(1);
    expect(TestEventSource.open()[0]!.url).toBe('/api/likes/stream?lastEventId=7');
  });

  it('opens the stream again when the signed-in user changes, so likes-left follows the session', async () => {
    const store = start();
    // RTK Query batches its store notifications to the next frame: wait for it.
    const user = async (id: string | null) => {
      await store.dispatch(
        authApi.util.upsertQueryData(
          'getCurrentUser',
          undefined,
          id ? ({ id, displayName: id, address: null, method: 'demo' } as never) : null,
        ),
      );
      await new Promise((r) => setTimeout(r, 50));
    };
    await user(null);
    expect(TestEventSource.instances).toHaveLength(1);
    await user('alice');
    expect(TestEventSource.instances).toHaveLength(2);
    expect(TestEventSource.open()).toEqual([TestEventSource.instances[1]]);
    await user('alice');
    expect(TestEventSource.instances).toHaveLength(2);
    await user(null);
    expect(TestEventSource.open()).toEqual([TestEventSource.instances[2]]);
  });

  it('reads every live read again on a reset event', async () => {
    const store = start();
    const top = store.dispatch(testApi.endpoints.getTopLikedNfts.initiate(50));
    await top;
    TestEventSource.instances[0]!.emit('reset', 3, {});
    await new Promise((r) => setTimeout(r, 60));
    expect(topReads).toBe(2);
    top.unsubscribe();
  });
});

describe('applyCountToRanking', () => {
  it('leaves a lowered count or a new entrant to the server', () => {
    const ranking = { nfts: [{ tokenId: 1, likeCount: 3 }] };
    expect(applyCountToRanking(ranking, 1, 2)).toBe(false);
    expect(applyCountToRanking(ranking, 2, 1)).toBe(false);
    expect(applyCountToRanking(ranking, 1, 4)).toBe(true);
    expect(ranking.nfts).toEqual([{ tokenId: 1, likeCount: 4 }]);
  });
});
