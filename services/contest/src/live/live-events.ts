import { contestMonth, yearMonthKey, type YearMonth } from '@nacho/domain';

/**
 * What the contest tells open pages as it happens (Server-Sent Events on GET /api/likes/stream).
 * Every event but `likes-left` is public data; `likes-left` names its user here so that the stream
 * hub sends it only to that user's streams, and the user id itself never goes out.
 */
export type LiveEvent =
  /** A token's like count for a month changed (like, unlike, a moderator's delete-like). */
  | { type: 'likes'; tokenId: number; count: number; month: string; current: boolean }
  /** One user's allowance after a like: only to that user's streams. */
  | {
      type: 'likes-left';
      userId: string;
      dailyLikesUsed: number;
      dailyLikeLimit: number;
      remainingLikes: number;
      nextReset: number;
    }
  /** Many counts changed at once (a month's likes removed, every like removed): read them again. */
  | { type: 'likes-reset'; months: string[] }
  /** Every allowance was reset (the midnight-reset test aid). */
  | { type: 'allowances-reset' }
  /** A month's winner changed: crowned at the month end, declared, moved or removed by the operator. */
  | { type: 'winners'; months: string[] }
  /** The activity sync added rows (issue 38): the feed's newest item id and how many arrived. */
  | { type: 'activity'; newestId: string; added: number };

/** An event as delivered: with the id that Last-Event-ID names (increasing over every replica). */
export type SequencedLiveEvent = LiveEvent & { id: number };

/** Where events go after their change committed: never inside the transaction. */
export interface LivePublisher {
  /** Never throws: a lost event costs a page a refetch, not the like its request made. */
  publish(event: LiveEvent): Promise<void>;
}

export const NO_LIVE_EVENTS: LivePublisher = { publish: async () => undefined };

export function likesEvent(tokenId: number, count: number, month: YearMonth, now: number, tz: string): LiveEvent {
  const current = contestMonth(now, tz);
  return {
    type: 'likes',
    tokenId,
    count,
    month: yearMonthKey(month),
    current: current.year === month.year && current.month === month.month,
  };
}

/** The data a stream sends: the public part of the event (no user id). */
export function publicData(event: SequencedLiveEvent): Record<string, unknown> {
  const { id: _id, type: _type, ...data } = event;
  if ('userId' in data) delete (data as { userId?: string }).userId;
  return data;
}
