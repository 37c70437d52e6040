import type Router from '@koa/router';
import type { Config, Db, Logger, Redis } from '@nacho/core';
import { createAdminRouter } from './admin/routes';
import { createAdminSessionRouter } from './admin/session-routes';
import { createAuthRouter, type AuthDeps } from './auth/routes';
import { createHallOfFameRouter } from './hall-of-fame/routes';
import { createLikesRouter } from './likes/routes';
import { createSiteSettingsRouter } from './settings/routes';

export { crownFinishedMonths, monthsAwaitingCrowning, type CrowningOutcome } from './contest-months/crown-finished-months';
export { SUSPICION_RULES, suspiciousReasons } from './likes/suspicious-likes';
export { createAdminRouter } from './admin/routes';
export { createAdminSessionRouter } from './admin/session-routes';
export { createPasscodeAttempts, PASSCODE_ATTEMPTS, type PasscodeAttempts } from './admin/passcode-attempts';
export { hashPasscode, verifyPasscode } from './admin/passcode';

export interface ContestDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** Shared counters (sign-in rate limit, admin passcode lockout) live in Redis when given. */
  redis?: Redis;
  now?: () => number;
  /** Sign-in tuning for tests (rate limit, a stand-in OIDC client). */
  auth?: Pick<AuthDeps, 'rateLimit' | 'oidc'>;
}

/** /api/auth, /api/likes, /api/hall-of-fame, /api/admin and the site settings. */
export function createContestRouters(deps: ContestDeps): Router[] {
  return [
    createAuthRouter({ ...deps, ...deps.auth }),
    createLikesRouter(deps),
    createHallOfFameRouter(deps),
    createSiteSettingsRouter(deps),
    createAdminSessionRouter(deps),
    createAdminRouter(deps),
  ];
}
