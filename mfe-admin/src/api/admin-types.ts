import type { AdminStats, LikeLog } from '@nacho/contracts';

/** GET /api/admin/session */
export interface AdminSession {
  authenticated: boolean;
  /** False when the server has no ADMIN_PASSCODE_HASH: the prompt says so. */
  passcodeSignIn: boolean;
  /** True when ADMIN_WALLETS is set: a signed-in admin wallet opens the panel. */
  walletSignIn: boolean;
}

export type AdminStatsReply = AdminStats;

export interface LikeLogPage {
  logs: LikeLog[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface AuditEntry {
  id: number;
  at: number;
  actor: string;
  action: string;
  target: string | null;
  details: unknown;
  ipAddress: string | null;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface YearMonth { year: number; month: number }

export interface LikesPerMonth {
  current: YearMonth;
  months: Array<YearMonth & { likes: number }>;
}

export interface RemovedLikes { deletedLikes: number; deletedCounts: number }

/** POST /api/market/reset-history */
export interface MarketResetReply { result?: { message?: string } }
