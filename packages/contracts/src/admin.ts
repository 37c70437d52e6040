import type { LikeRankingItem, MonthState, WinnerHow } from './contest';

export type LikeLog = {
  id: number;
  tokenId: number;
  userId: string;
  /** Who liked: the wallet address, or how a voter without a wallet signed in. */
  voter: { address: string; method: 'wallet' } | { address: null; method: 'oidc' | 'demo' };
  ipAddress?: string | null;
  /** Epoch milliseconds. */
  timestamp: number;
  suspicious: boolean;
  suspiciousReason?: string | null;
};

export type ActivitySlot = { time: string; count: number };

export type AdminStats = {
  totalLikes: number;
  uniqueUsersLiked: number;
  suspiciousLikes: number;
  recentActivity: ActivitySlot[];
  topLikedNFTs: LikeRankingItem[];
};

/** POST /api/admin/declare-winner; year and month default to the current contest month. */
export type DeclareWinnerBody = { tokenId: number; year?: number; month?: number };
/** POST /api/admin/declare-winner */
export type DeclareWinnerReply = { tokenId: number; month: number; year: number };

/**
 * GET /api/admin/contest-months: every month from the first with likes (or with a winner) to the
 * current one, newest first, with its state and, for a month whose crowning failed, the last error.
 */
export type AdminContestMonth = {
  year: number;
  month: number;
  state: MonthState;
  winner: { entryId: number; tokenId: number; likeCount: number; how: WinnerHow; decidedAt: number } | null;
  likes: number;
  failedAttempts: number;
  lastError: string | null;
};
/** PUT /api/admin/hall-of-fame/{id} */
export type HallOfFameEntryUpdate = { month: number; year: number };

/** GET /api/admin/session */
export type AdminSession = {
  authenticated: boolean;
  /** False when the server has no ADMIN_PASSCODE_HASH: the prompt says so. */
  passcodeSignIn: boolean;
  /** True when ADMIN_WALLETS is set: a signed-in admin wallet opens the panel. */
  walletSignIn: boolean;
};

type Page = { total: number; page: number; pageSize: number; pageCount: number };

/** GET /api/admin/like-logs?search=&page= */
export type LikeLogPage = Page & { logs: LikeLog[] };

export type AuditEntry = {
  id: number;
  /** Epoch milliseconds. */
  at: number;
  actor: string;
  action: string;
  target: string | null;
  details: unknown;
  ipAddress: string | null;
};

/** GET /api/admin/audit-log?page= */
export type AuditLogPage = Page & { entries: AuditEntry[] };

export type AdminYearMonth = { year: number; month: number };

/** GET /api/admin/likes-per-month */
export type LikesPerMonth = { current: AdminYearMonth; months: Array<AdminYearMonth & { likes: number }> };

/** DELETE of a month's or all likes. */
export type RemovedLikes = { deletedLikes: number; deletedCounts: number };

/** One collection sync run (GET /api/admin/system). Times are epoch milliseconds. */
export type AdminSyncRun = {
  id: number;
  startedAt: number;
  finishedAt: number | null;
  outcome: 'running' | 'synced' | 'failed';
  /** The error in one line (failed runs). */
  error: string | null;
};

export type AdminFailedJob = { id: string; name: string; error: string; attempts: number; failedAt: number | null };

export type AdminQueue = {
  name: string;
  counts: { waiting: number; active: number; delayed: number; failed: number; completed: number };
  /** The newest failed jobs (up to 20). */
  failed: AdminFailedJob[];
};

export type AdminBackupFile = { name: string; at: number; bytes: number };

/** GET /api/admin/system: what the admin panel's System tab shows. */
export type AdminSystem = {
  now: number;
  sync: {
    phase: string;
    collectionVersion: number;
    lastSuccessAt: number | null;
    lastFailureAt: number | null;
    failingSince: number | null;
    lastError: string | null;
    syncIntervalMinutes: number;
    stale: boolean;
    runs: AdminSyncRun[];
  };
  /** 'embedded': jobs run inline in the one process (no REDIS_URL), there is no queue. */
  queues: { mode: 'embedded' } | { mode: 'bullmq'; queues: AdminQueue[] };
  /** The last 12 finished contest months, newest first. */
  months: AdminContestMonth[];
  backups: {
    dir: string;
    /** Whether the worker runs scheduled backups (BACKUP_SCHEDULE / BACKUP_INTERVAL_HOURS). */
    scheduled: boolean;
    keep: number;
    count: number;
    last: AdminBackupFile | null;
  };
};

/** POST /api/admin/system/queues/:queue/jobs/:id/retry */
export type RetryJobReply = { queue: string; id: string; retried: true };
