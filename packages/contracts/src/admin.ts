import { z } from 'zod';
import { count, epochMs as epochMsWith, monthOfYear, tokenId, year } from './contest-fields';
import { contestMonthFields, HallOfFameEntry, LikeRankingItem, MonthWinner } from './contest';

/*
 * Replies of /api/admin: zod schemas, with the types as their z.infer under the same names. The
 * contest service builds its OpenAPI document from them.
 */

const epochMs = epochMsWith('Epoch ms');

export const LikeLog = z
  .object({
    id: z.number().int(),
    tokenId,
    userId: z.string(),
    voter: z
      .union([
        z.object({ address: z.string(), method: z.literal('wallet') }),
        z.object({ address: z.null(), method: z.enum(['oidc', 'demo']) }),
      ])
      .meta({ description: 'Who liked: the wallet address, or how a voter without a wallet signed in' }),
    ipAddress: z.string().nullable().optional(),
    timestamp: epochMs,
    suspicious: z.boolean(),
    suspiciousReason: z.string().nullable().optional(),
  })
  .meta({ id: 'LikeLog' });
export type LikeLog = z.infer<typeof LikeLog>;

export const ActivitySlot = z
  .object({ time: z.string().meta({ description: 'Start of the hour, ISO 8601' }), count })
  .meta({ id: 'ActivitySlot' });
export type ActivitySlot = z.infer<typeof ActivitySlot>;

/** GET /api/admin/stats */
export const AdminStats = z
  .object({
    totalLikes: count,
    uniqueUsersLiked: count,
    suspiciousLikes: count,
    recentActivity: z
      .array(ActivitySlot)
      .meta({ description: 'Likes per hour of the last 24 hours, the current hour last' }),
    topLikedNFTs: z.array(LikeRankingItem),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStats>;

/** POST /api/admin/declare-winner; year and month default to the current contest month. */
export type DeclareWinnerBody = { tokenId: number; year?: number; month?: number };
/** POST /api/admin/declare-winner */
export const DeclareWinnerReply = z
  .object({ tokenId, month: monthOfYear, year, entry: HallOfFameEntry })
  .meta({ id: 'DeclareWinnerReply' });
export type DeclareWinnerReply = z.infer<typeof DeclareWinnerReply>;

/**
 * GET /api/admin/contest-months: every month from the first with likes (or with a winner) to the
 * current one, newest first, with its state and, for a month whose crowning failed, the last error.
 */
export const AdminContestMonth = z
  .object({
    ...contestMonthFields,
    winner: MonthWinner.extend({ entryId: z.number().int() }).nullable(),
    likes: count,
    failedAttempts: count,
    lastError: z.string().nullable(),
  })
  .meta({ id: 'AdminContestMonth' });
export type AdminContestMonth = z.infer<typeof AdminContestMonth>;
export const AdminContestMonths = z.array(AdminContestMonth).meta({ id: 'AdminContestMonths' });

/** PUT /api/admin/hall-of-fame/{id} */
export type HallOfFameEntryUpdate = { month: number; year: number };
/** PUT /api/admin/hall-of-fame/{id}: the entry in its new month. */
export const MovedHallOfFameEntry = z
  .object({ id: z.number().int(), version: z.number().int().min(1), tokenId, month: monthOfYear, year })
  .meta({ id: 'MovedHallOfFameEntry' });
export type MovedHallOfFameEntry = z.infer<typeof MovedHallOfFameEntry>;
/** 409 of a Hall of Fame correction: with `current` when the entry changed since the client loaded it (entry_changed). */
export const EntryConflictReply = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      current: HallOfFameEntry.optional().meta({ description: 'The entry as it is now (entry_changed)' }),
    }),
  })
  .meta({ id: 'EntryConflictReply' });
/** DELETE /api/admin/hall-of-fame/{id} */
export const RemovedHallOfFameEntry = z
  .object({ deleted: z.literal(1), id: z.number().int(), tokenId, year, month: monthOfYear })
  .meta({ id: 'RemovedHallOfFameEntry' });
export type RemovedHallOfFameEntry = z.infer<typeof RemovedHallOfFameEntry>;
/** DELETE /api/admin/hall-of-fame */
export const RemovedHallOfFameEntries = z.object({ deletedEntries: count }).meta({ id: 'RemovedHallOfFameEntries' });
export type RemovedHallOfFameEntries = z.infer<typeof RemovedHallOfFameEntries>;

/** GET /api/admin/session */
export const AdminSession = z
  .object({
    authenticated: z.boolean(),
    passcodeSignIn: z
      .boolean()
      .meta({ description: 'False when the server has no ADMIN_PASSCODE_HASH: the prompt says so' }),
    walletSignIn: z
      .boolean()
      .meta({ description: 'True when ADMIN_WALLETS is set: a signed-in admin wallet opens the panel' }),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof AdminSession>;
/** POST /api/admin/session */
export const AdminUnlocked = z
  .object({ authenticated: z.literal(true), expiresAt: epochMs })
  .meta({ id: 'AdminUnlocked' });
export type AdminUnlocked = z.infer<typeof AdminUnlocked>;
/** DELETE /api/admin/session */
export const AdminLocked = z.object({ authenticated: z.literal(false) }).meta({ id: 'AdminLocked' });
export type AdminLocked = z.infer<typeof AdminLocked>;

const pageFields = {
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
};

/** GET /api/admin/like-logs?search=&page= */
export const LikeLogPage = z.object({ ...pageFields, logs: z.array(LikeLog) }).meta({ id: 'LikeLogPage' });
export type LikeLogPage = z.infer<typeof LikeLogPage>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: epochMs,
    actor: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    details: z.unknown().meta({ description: 'What the action changed (its own shape per action)' }),
    ipAddress: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/admin/audit-log?page= */
export const AuditLogPage = z.object({ ...pageFields, entries: z.array(AuditEntry) }).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;

export const AdminYearMonth = z.object({ year, month: monthOfYear });
export type AdminYearMonth = z.infer<typeof AdminYearMonth>;

/** GET /api/admin/likes-per-month */
export const LikesPerMonth = z
  .object({ current: AdminYearMonth, months: z.array(AdminYearMonth.extend({ likes: count })) })
  .meta({ id: 'LikesPerMonth' });
export type LikesPerMonth = z.infer<typeof LikesPerMonth>;

/** POST /api/admin/delete-all-likes */
export const RemovedLikes = z.object({ deletedLikes: count, deletedCounts: count }).meta({ id: 'RemovedLikes' });
export type RemovedLikes = z.infer<typeof RemovedLikes>;
/** POST /api/admin/reset-monthly-contest and /api/admin/delete-likes-for-month */
export const RemovedMonthLikes = RemovedLikes.extend({ year, month: monthOfYear }).meta({ id: 'RemovedMonthLikes' });
export type RemovedMonthLikes = z.infer<typeof RemovedMonthLikes>;
/** DELETE /api/admin/delete-like/{id} */
export const RemovedLike = z
  .object({
    deleted: z.literal(1),
    tokenId,
    year,
    month: monthOfYear,
    likeCount: count.meta({ description: "The NFT's count in that month now" }),
  })
  .meta({ id: 'RemovedLike' });
export type RemovedLike = z.infer<typeof RemovedLike>;

/** One collection sync run (GET /api/admin/system). Times are epoch milliseconds. */
export const AdminSyncRun = z
  .object({
    id: z.number().int(),
    startedAt: epochMs,
    finishedAt: epochMs.nullable(),
    outcome: z.enum(['running', 'synced', 'failed']),
    error: z.string().nullable().meta({ description: 'The error in one line (failed runs)' }),
  })
  .meta({ id: 'AdminSyncRun' });
export type AdminSyncRun = z.infer<typeof AdminSyncRun>;

export const AdminFailedJob = z
  .object({ id: z.string(), name: z.string(), error: z.string(), attempts: count, failedAt: epochMs.nullable() })
  .meta({ id: 'AdminFailedJob' });
export type AdminFailedJob = z.infer<typeof AdminFailedJob>;

export const AdminQueue = z
  .object({
    name: z.string(),
    counts: z.object({ waiting: count, active: count, delayed: count, failed: count, completed: count }),
    failed: z.array(AdminFailedJob).meta({ description: 'The newest failed jobs (up to 20)' }),
  })
  .meta({ id: 'AdminQueue' });
export type AdminQueue = z.infer<typeof AdminQueue>;

const backupMadeBy = z
  .enum(['schedule', 'command'])
  .meta({ description: "The worker's BACKUP_SCHEDULE, or an operator's npm run backup" });

export const AdminBackupFile = z
  .object({
    name: z.string(),
    dir: z.string().meta({ description: 'The folder holding it, on the machine that made it' }),
    at: epochMs,
    bytes: count,
    madeBy: backupMadeBy,
  })
  .meta({ id: 'AdminBackupFile' });
export type AdminBackupFile = z.infer<typeof AdminBackupFile>;

/** GET /api/admin/system: what the admin panel's System tab shows. */
export const AdminSystem = z
  .object({
    now: epochMs,
    sync: z.object({
      phase: z.string(),
      collectionVersion: z.number().int(),
      lastSuccessAt: epochMs.nullable(),
      lastFailureAt: epochMs.nullable(),
      failingSince: epochMs.nullable(),
      lastError: z.string().nullable(),
      syncIntervalMinutes: z.number(),
      stale: z.boolean(),
      runs: z.array(AdminSyncRun),
    }),
    queues: z
      .discriminatedUnion('mode', [
        z.object({ mode: z.literal('embedded') }),
        z.object({ mode: z.literal('bullmq'), queues: z.array(AdminQueue) }),
      ])
      .meta({ description: "'embedded': jobs run inline in the one process (no REDIS_URL), there is no queue" }),
    months: z.array(AdminContestMonth).meta({
      description: 'The last 12 finished contest months, newest first; one without a record is awaiting with no likes',
    }),
    backups: z.object({
      scheduled: z
        .boolean()
        .meta({ description: 'Whether the worker runs scheduled backups (BACKUP_SCHEDULE / BACKUP_INTERVAL_HOURS)' }),
      keep: z.number().int(),
      last: AdminBackupFile.nullable(),
      failure: z
        .object({ at: epochMs, error: z.string(), madeBy: backupMadeBy })
        .nullable()
        .meta({ description: 'The newest failed backup, when no backup was made after it' }),
    }),
  })
  .meta({ id: 'AdminSystem' });
export type AdminSystem = z.infer<typeof AdminSystem>;

/** POST /api/admin/system/queues/{queue}/jobs/{id}/retry */
export const RetryJobReply = z
  .object({ queue: z.string(), id: z.string(), retried: z.literal(true) })
  .meta({ id: 'RetryJobReply' });
export type RetryJobReply = z.infer<typeof RetryJobReply>;
