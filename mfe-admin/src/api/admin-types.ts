/** The admin panel's replies: the shared contracts of @nacho/contracts. */
export type {
  AdminContestMonth,
  AdminSession,
  AdminStats as AdminStatsReply,
  AdminYearMonth as YearMonth,
  AuditEntry,
  AuditLogPage,
  LikeLogPage,
  LikesPerMonth,
  MarketResetReply,
  RemovedLikes,
} from '@nacho/contracts';
