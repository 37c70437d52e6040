/*
 * The tab's one live event stream (GET /api/likes/stream, Server-Sent Events). @nacho/api is a
 * Module Federation singleton, so this module-level state is one per tab: the shell starts it once
 * and every remote's cached reads follow the events (like counts, the user's likes left, month
 * winners, new collection activity), without any remote importing another.
 */
import { api, type ApiTagType } from '../api';
import { resolveApiUrl } from '../api-config';
import type { AppStore } from '../store';

export const LIVE_STREAM_PATH = '/api/likes/stream';

type LikesData = { tokenId: number; count: number; month: string; current: boolean };
type LikesLeftData = { dailyLikesUsed: number; dailyLikeLimit: number; remainingLikes: number; nextReset: number };

export interface LiveEventsOptions {
  /** Default: window.EventSource. */
  EventSource?: typeof EventSource;
  /** First reconnect delay; doubles per failure up to maxBackoffMs, with jitter. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A tab hidden this long closes its stream; it reconnects (with Last-Event-ID) when shown. */
  pauseHiddenAfterMs?: number;
  /** Refetches the events ask for (new entrants in the rankings, removals) come at most this often. */
  refetchDelayMs?: number;
  random?: () => number;
}

export interface LiveEvents {
  /** The id of the last event seen (sent back as lastEventId on reconnect). */
  lastEventId(): string | undefined;
  stop(): void;
}

type AnyUpdate = (
  endpoint: string,
  arg: unknown,
  recipe: (draft: unknown) => void,
) => Parameters<AppStore['dispatch']>[0];
const updateQueryData = api.util.updateQueryData as unknown as AnyUpdate;

type RankingItem = { tokenId: number; likeCount: number };
type Ranking = { nfts: RankingItem[]; count?: number };

/**
 * Applies a token's new count to a cached ranking. On a like the order is known: the token moves
 * ahead of the tokens with fewer likes and behind those with as many (they reached that count
 * first). Returns false when only the server can say (a count went down, a new entrant).
 */
export function applyCountToRanking(ranking: Ranking, tokenId: number, count: number): boolean {
  const at = ranking.nfts.findIndex((n) => n.tokenId === tokenId);
  if (at < 0) return false;
  const item = ranking.nfts[at]!;
  if (count === item.likeCount) return true;
  if (count < item.likeCount) return false;
  ranking.nfts.splice(at, 1);
  item.likeCount = count;
  let to = ranking.nfts.findIndex((n) => n.likeCount < count);
  if (to < 0) to = ranking.nfts.length;
  ranking.nfts.splice(to, 0, item);
  return true;
}

let current: LiveEvents | undefined;

/** Starts the tab's live event stream once; later calls return the running one. */
export function startLiveEvents(store: AppStore, options: LiveEventsOptions = {}): LiveEvents {
  current ??= createLiveEvents(store, options, () => (current = undefined));
  return current;
}

function createLiveEvents(store: AppStore, options: LiveEventsOptions, onStop: () => void): LiveEvents {
  const Source = options.EventSource ?? globalThis.EventSource;
  const minBackoff = options.minBackoffMs ?? 1000;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const pauseAfter = options.pauseHiddenAfterMs ?? 60_000;
  const refetchDelay = options.refetchDelayMs ?? 100;
  const random = options.random ?? Math.random;
  let source: EventSource | undefined;
  let lastId: string | undefined;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let refetchTimer: ReturnType<typeof setTimeout> | undefined;
  const refetchTags = new Set<ApiTagType>();
  let stopped = false;

  const refetch = (...tags: ApiTagType[]) => {
    for (const t of tags) refetchTags.add(t);
    refetchTimer ??= setTimeout(() => {
      refetchTimer = undefined;
      const all = [...refetchTags];
      refetchTags.clear();
      store.dispatch(api.util.invalidateTags(all));
    }, refetchDelay);
  };

  const onLikes = (d: LikesData) => {
    if (!d.current) return refetch('HallOfFameTop');
    store.dispatch(
      updateQueryData('getNftLikes', d.tokenId, (draft) => void ((draft as { count: number }).count = d.count)),
    );
    let needsServer = false;
    for (const q of Object.values(store.getState().api.queries)) {
      if (q?.endpointName !== 'getTopLikedNfts' || !q.data) continue;
      store.dispatch(
        updateQueryData('getTopLikedNfts', q.originalArgs, (draft) => {
          if (!applyCountToRanking(draft as Ranking, d.tokenId, d.count)) needsServer = true;
        }),
      );
    }
    // Month reports, rankings pages and rankings that cannot be patched here are read again (grouped).
    // Rankings pages (searched and sorted on the server) are read again too.
    const reports = Object.values(store.getState().api.queries).some(
      (q) => q?.endpointName === 'getMonthReport' || q?.endpointName === 'getRankingsPage',
    );
    if (needsServer || reports) refetch('HallOfFameTop');
  };

  const handlers: Record<string, (data: unknown) => void> = {
    likes: (d) => onLikes(d as LikesData),
    'likes-left': (d) => {
      const a = d as LikesLeftData;
      store.dispatch(
        updateQueryData('getLikeLimit', undefined, (draft) => {
          if (draft)
            Object.assign(draft, {
              dailyLikesUsed: a.dailyLikesUsed,
              dailyLikeLimit: a.dailyLikeLimit,
              remainingLikes: a.remainingLikes,
              nextReset: a.nextReset,
            });
        }),
      );
    },
    'likes-reset': () => refetch('HallOfFameTop', 'LikeStatus'),
    'allowances-reset': () => refetch('LikeLimit'),
    winners: () => refetch('NftOfTheMonth', 'HallOfFameHistory', 'HallOfFameTop'),
    // A sync added sales, listings or transfers (issue 38): feeds, histories, floors and values read again.
    activity: () => refetch('Activity'),
    // The server no longer has every event since our last one: read everything live again.
    reset: () => refetch('LikeStatus', 'LikeLimit', 'HallOfFameTop', 'NftOfTheMonth', 'HallOfFameHistory', 'Activity'),
    hello: () => undefined,
  };

  const connect = () => {
    if (stopped || source || !Source) return;
    const url = resolveApiUrl(LIVE_STREAM_PATH) + (lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : '');
    const es = new Source(url, { withCredentials: true });
    source = es;
    es.onopen = () => {
      failures = 0;
    };
    for (const [type, handle] of Object.entries(handlers)) {
      es.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        try {
          handle(JSON.parse(message.data));
        } catch {
          // A malformed event changes nothing; the next one or a reset brings the page up to date.
        }
      });
    }
    // Our own reconnect, not the browser's: with back-off, and with the last id in the URL.
    es.onerror = () => {
      es.close();
      if (source === es) source = undefined;
      if (stopped || document.visibilityState === 'hidden') return;
      const delay = Math.min(maxBackoff, minBackoff * 2 ** failures) * (0.5 + random() / 2);
      failures++;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, delay);
    };
  };

  const disconnect = () => {
    source?.close();
    source = undefined;
  };

  const onVisibility = () => {
    clearTimeout(pauseTimer);
    pauseTimer = undefined;
    if (document.visibilityState === 'hidden') {
      pauseTimer = setTimeout(disconnect, pauseAfter);
    } else if (!source) {
      clearTimeout(retryTimer);
      failures = 0;
      connect();
    }
  };

  // The stream is the session's: after a sign-in, sign-out or account switch it is opened again,
  // so that likes-left events follow the user now signed in.
  const signedInAs = () => {
    const q = store.getState().api.queries['getCurrentUser(undefined)'];
    return q?.status === 'fulfilled' ? ((q.data as { id?: string } | null)?.id ?? null) : undefined;
  };
  let user = signedInAs();
  const unsubscribeStore = store.subscribe(() => {
    const now = signedInAs();
    if (now === undefined || now === user) return;
    const before = user;
    user = now;
    if (before === undefined || !source) return;
    disconnect();
    connect();
  });

  document.addEventListener('visibilitychange', onVisibility);
  if (Source) connect();

  return {
    lastEventId: () => lastId,
    stop: () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribeStore();
      clearTimeout(retryTimer);
      clearTimeout(pauseTimer);
      clearTimeout(refetchTimer);
      disconnect();
      onStop();
    },
  };
}
