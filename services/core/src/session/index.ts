export type { SessionData, AppSession } from './session-data';
export type { SessionStore } from './session-store';
export { createDbSessionStore, cleanupExpiredSessions } from './db-session-store';
export { createRedisSessionStore } from './redis-session-store';
export { sessionSetup, serviceSessionKeys, SESSION_MAX_AGE_MS, type SessionSetupOptions } from './install-sessions';
export { loadSessionUser, toSessionUser, shortKaspaAddress, type UserRow } from './session-user';
export { sessionHasAdminRights, ADMIN_SESSION_MS } from './admin-rights';
export { startUserSession, endUserSession, sessionCookieAllowed } from './user-session';
