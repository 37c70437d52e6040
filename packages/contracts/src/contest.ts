import { z } from 'zod';
import { count, epochMs, monthOfYear, tokenId, year } from './contest-fields';
import { ContestPublicKey, LikeReceipt, MonthSeal } from './seals';

/*
 * Replies of the contest service (likes, Hall of Fame, site settings): zod schemas, with the types
 * as their z.infer under the same names. The contest service builds its OpenAPI document from them.
 */

/**
 * How a finished month's winner was set: 'crowned' by the month-end job (the most-liked NFT) or
 * 'declared' by the contest operator.
 */
export const WinnerHow = z
  .enum(['crowned', 'declared'])
  .meta({ id: 'WinnerHow', description: 'crowned by the month-end job (most likes) or declared by the operator' });
export type WinnerHow = z.infer<typeof WinnerHow>;

/**
 * `open`: the current month. A finished month: `awaiting` crowning (it has likes), `crowned`,
 * `declared`, `vacated` (its winner was taken away), or `no_likes` (it ended without a standing
 * like: nothing to crown).
 */
export const MonthState = z
  .enum(['open', 'awaiting', 'crowned', 'declared', 'vacated', 'no_likes'])
  .meta({ id: 'MonthState' });
export type MonthState = z.infer<typeof MonthState>;

/**
 * A month's state in its public report: a MonthState, or `hidden` for a decided month while the
 * admin hides the Hall of Fame (its winner is not told).
 */
export const PublicMonthState = z.enum([...MonthState.options, 'hidden']).meta({ id: 'PublicMonthState' });
export type PublicMonthState = z.infer<typeof PublicMonthState>;

/** A finished (or declared) month's winner: which NFT, its likes that month, how and when it was set. */
export const MonthWinner = z
  .object({ tokenId, likeCount: count, how: WinnerHow, decidedAt: epochMs('When the winner was set, epoch ms') })
  .meta({ id: 'MonthWinner' });
export type MonthWinner = z.infer<typeof MonthWinner>;

/** Which contest month and where it stands: the head of a month's report and of its admin row. */
export const contestMonthFields = { year, month: monthOfYear, state: MonthState };

/** GET /api/likes/nft/{tokenId} */
export const LikeStatus = z
  .object({
    liked: z.boolean().meta({ description: 'Whether the signed-in voter liked it today (false when signed out)' }),
    count: count.meta({ description: 'Likes this contest month' }),
  })
  .meta({ id: 'LikeStatus' });
export type LikeStatus = z.infer<typeof LikeStatus>;

const dailyLimitFields = {
  dailyLikesUsed: count,
  dailyLikeLimit: count,
  remainingLikes: count,
  nextReset: epochMs('Next reset (contest-time midnight), epoch ms'),
};

/** GET /api/likes/user/limit */
export const DailyLimit = z
  .object({
    ...dailyLimitFields,
    timeRemaining: z.string().meta({ description: 'Time to the reset in words, e.g. "5h 12m"' }),
    contestTz: z.string().meta({ description: 'IANA time zone of the contest day' }),
  })
  .meta({ id: 'DailyLimit' });
export type DailyLimit = z.infer<typeof DailyLimit>;

/** POST and DELETE /api/likes/nft/{tokenId}: the new count and the voter's likes left today. */
export const LikeCountReply = DailyLimit.extend({
  likeCount: count.meta({ description: 'Likes of the NFT this contest month' }),
  liked: z.boolean(),
  receipt: LikeReceipt.optional().meta({
    description:
      'POST: the receipt of the like, signed with the contest key (docs/verify.md); keep it to check the sealed month',
  }),
}).meta({ id: 'LikeCountReply' });
export type LikeCountReply = z.infer<typeof LikeCountReply>;

/** 429 of POST /api/likes/nft/{tokenId}: the error body carries when likes come back. */
export const DailyLimitReached = z
  .object({
    error: z.object({
      code: z.literal('daily_limit_reached'),
      message: z.string(),
      nextReset: epochMs('Next reset, epoch ms'),
    }),
  })
  .meta({ id: 'DailyLimitReached' });

/** POST /api/simulate-midnight-reset */
export const MidnightResetReply = z
  .object({ success: z.literal(true), usersReset: count })
  .meta({ id: 'MidnightResetReply' });
export type MidnightResetReply = z.infer<typeof MidnightResetReply>;

export const LikeRankingItem = z.object({ tokenId, likeCount: count }).meta({ id: 'LikeRankingItem' });
export type LikeRankingItem = z.infer<typeof LikeRankingItem>;

/** One row of GET /api/hall-of-fame/rankings: its place in the month's standings, whatever the search or sort. */
export const RankedLikeItem = LikeRankingItem.extend({ rank: z.number().int().min(1) }).meta({ id: 'RankedLikeItem' });
export type RankedLikeItem = z.infer<typeof RankedLikeItem>;

/**
 * GET /api/hall-of-fame/rankings?limit=&offset=&sort=desc|asc&q=: one page of every NFT liked
 * this month. `total` counts the rows matching `q` (a token id containing it, or a like count
 * equal to it); `count` every liked NFT of the month.
 */
export const RankingsPage = z
  .object({
    nfts: z.array(RankedLikeItem),
    total: count.meta({ description: 'Rows matching q' }),
    count: count.meta({ description: 'Every NFT liked this month' }),
    month: monthOfYear,
    year,
  })
  .meta({ id: 'RankingsPage' });
export type RankingsPage = z.infer<typeof RankingsPage>;

/** GET /api/hall-of-fame/top?limit= */
export const HallOfFameTop = z
  .object({
    nfts: z.array(LikeRankingItem),
    count,
    month: monthOfYear,
    year,
    monthEndsAt: epochMs('When the current month ends, epoch ms'),
    contestTz: z.string(),
    monthWinner: z.object({ tokenId, how: WinnerHow }).nullable().meta({
      description:
        "The current month's winner when the operator already declared one (then no crowning is due at its end)",
    }),
  })
  .meta({ id: 'HallOfFameTop' });
export type HallOfFameTop = z.infer<typeof HallOfFameTop>;

export const NftOfTheMonth = z
  .object({ tokenId, likeCount: count, resetMonth: monthOfYear, resetYear: year, how: WinnerHow })
  .meta({ id: 'NftOfTheMonth' });
export type NftOfTheMonth = z.infer<typeof NftOfTheMonth>;
/** GET /api/hall-of-fame/nft-of-the-month */
export const NftOfTheMonthReply = z.object({ nft: NftOfTheMonth.nullable() }).meta({ id: 'NftOfTheMonthReply' });
export type NftOfTheMonthReply = z.infer<typeof NftOfTheMonthReply>;

/** One winner of GET /api/hall-of-fame/history. */
export const HallOfFameEntry = z
  .object({
    id: z.number().int().meta({ description: 'The entry: one winner given to one month; never reused' }),
    version: z.number().int().min(1).meta({
      description: 'Raised at every change of the entry; a correction names it (If-Match) and a stale one is refused',
    }),
    tokenId,
    resetMonth: monthOfYear,
    resetYear: year,
    likeCount: count,
    createdAt: epochMs('When the winner was set, epoch ms'),
    how: WinnerHow,
  })
  .meta({ id: 'HallOfFameEntry' });
export type HallOfFameEntry = z.infer<typeof HallOfFameEntry>;
/** GET /api/hall-of-fame/history */
export const HallOfFameHistory = z.array(HallOfFameEntry).meta({ id: 'HallOfFameHistory' });

/** GET /api/hall-of-fame/visibility */
export const HallOfFameVisibility = z.object({ visible: z.boolean() }).meta({ id: 'HallOfFameVisibility' });
export type HallOfFameVisibility = z.infer<typeof HallOfFameVisibility>;

/** One row of a month's standings, in crowning order (likes, then the time the count was reached, then token id). */
export const StandingRow = z
  .object({
    rank: z.number().int().min(1),
    tokenId,
    likeCount: count,
    countReachedAt: epochMs('When the count was reached, epoch ms'),
  })
  .meta({ id: 'StandingRow' });
export type StandingRow = z.infer<typeof StandingRow>;

/** One moderator change that touched the month, from the audit log. */
export const MonthModeration = z
  .object({
    at: epochMs('Epoch ms'),
    action: z.string(),
    summary: z.string().meta({ description: 'Plain words, e.g. "Removed 1 like of NACHO #42"' }),
  })
  .meta({ id: 'MonthModeration' });
export type MonthModeration = z.infer<typeof MonthModeration>;

/** GET /api/hall-of-fame/months/{year}/{month} */
export const MonthReport = z
  .object({
    ...contestMonthFields,
    state: PublicMonthState,
    winner: MonthWinner.nullable(),
    rule: z.string().meta({ description: 'The rule in one sentence' }),
    standings: z.array(StandingRow),
    totalLikes: count.meta({ description: 'Likes standing now' }),
    removedLikes: count.meta({ description: 'Likes a moderator removed' }),
    moderation: z.array(MonthModeration),
    exports: z.object({ csv: z.string(), json: z.string() }).meta({ description: 'Paths of the like exports' }),
    seal: MonthSeal.nullable().meta({
      description:
        "The month's latest seal (null until the month is crowned or declared); its chain and keys at seal.json",
    }),
    sealFile: z.string().meta({ description: 'Path of the seal file (seals and public keys)' }),
    signingKeys: z.array(ContestPublicKey).meta({
      description:
        "The contest's public keys (as GET /api/contest/keys): the seal's and the receipts' signatures verify with them",
    }),
    contestTz: z.string().meta({ description: "The contest's zone (CONTEST_TZ): the month's times are shown in it" }),
  })
  .meta({ id: 'MonthReport' });
export type MonthReport = z.infer<typeof MonthReport>;

/**
 * One like of a month as exported (likes.json is an array of these; likes.csv has the same
 * columns in this order). `voter` is the wallet address, or a stable pseudonym for an OpenID
 * Connect voter; `likeId` is the like's id (signed receipts name a like by it).
 */
export const ExportedLike = z
  .object({
    likeId: z.number().int().min(1).meta({ description: "The like's id" }),
    tokenId,
    voter: z.string(),
    likedAt: z.iso.datetime().meta({ description: 'When the like was given: ISO 8601, UTC (toISOString)' }),
    removedByModerator: z.boolean(),
  })
  .meta({ id: 'ExportedLike' });
export type ExportedLike = z.infer<typeof ExportedLike>;
/** GET /api/hall-of-fame/months/{year}/{month}/likes.json */
export const ExportedLikes = z.array(ExportedLike).meta({ id: 'ExportedLikes' });
