export { loadConfig, ConfigError, type Config } from './config';
export { createLogger, type Logger } from './logger';
export { createDb, dialectOf, sqliteFile, type Db } from './db';
export { createRedis, redisDown, withinRedisTimeout, type Redis } from './redis';
export { createApp, JSON_BODY_LIMIT, type AppOptions } from './http/app';
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, parseInput } from './http/errors';
export { mutationGuard, requireUser, requireAdmin, type SessionUser } from './http/guards';
export { wholeNumberParam, textParam } from './http/numeric-params';
export {
  securityHeaders,
  helmetHeaders,
  API_HELMET_OPTIONS,
  API_CONTENT_SECURITY_POLICY,
  type HeaderList,
} from './http/security-headers';
export { createHttpServer, DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts';
export { errorHandler } from './http/error-handler';
export { acceptedEncodingsKey, acceptsGzip, preferredCompression } from './http/accepts-gzip';
export { markReplayable, replayedReplies, type ReplayedRepliesOptions } from './http/replayed-replies';
export {
  createPerIpLimit,
  perIpKey,
  tooManyFromAddress,
  type PerIpLimit,
  type PerIpLimitOptions,
  type PerIpTake,
} from './http/per-ip-limit';
export * from './start-service';
export * from './audit';
export {
  sessionSetup,
  serviceSessionKeys,
  cleanupExpiredSessions,
  createDbSessionStore,
  createRedisSessionStore,
  startUserSession,
  endUserSession,
  sessionCookieAllowed,
  loadSessionUser,
  sessionHasAdminRights,
  ADMIN_SESSION_MS,
  toSessionUser,
  shortKaspaAddress,
  SESSION_MAX_AGE_MS,
  type SessionData,
  type AppSession,
  type SessionStore,
  type SessionSetupOptions,
  type UserRow,
} from './session';
export * from './ipfs';
export * as metrics from './metrics';
export {
  eventStreamOpened,
  eventStreamClosed,
  trackEventStream,
  countLikes,
  countSignIns,
  recordSignIn,
} from './metrics';
export { textFileWhenChanged } from './files/text-file-when-changed';
export { FreshReads } from './fresh-reads';
export { compiledRead, fingerprintReader, type FingerprintPart } from './compiled-read';
export {
  createApiDocsRouter,
  API_DOCS_PATH,
  API_DOCS_CONTENT_SECURITY_POLICY,
  API_DOCUMENT_SOURCES,
  type ApiDocumentSource,
} from './http/api-docs';
