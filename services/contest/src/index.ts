import type Router from '@koa/router';
import type { Config, Db, Logger, Redis } from '@nacho/core';
import { createAdminRouter } from './admin/routes';
import { createAdminSessionRouter } from './admin/session-routes';
import { createAuthRouter } from './auth/routes';
import { createHallOfFameRouter } from './hall-of-fame/routes';
import { createLikesRouter } from './likes/routes';
import { createSiteSettingsRouter } from './settings/routes';

export interface ContestDeps { config: Config; logger: Logger; db: Db; redis?: Redis; now?: () => number }

/** /api/auth, /api/likes, /api/hall-of-fame and /api/admin. */
export function createContestRouters(deps: ContestDeps): Router[] {
  return [
    createAuthRouter(),
    createLikesRouter(deps),
    createHallOfFameRouter(deps),
    createSiteSettingsRouter(deps),
    createAdminSessionRouter(deps),
    createAdminRouter(deps),
  ];
}

export { hasAdminRights, ADMIN_SESSION_MS, type AdminSessionData } from './admin/admin-rights';
export { createAdminRouter } from './admin/routes';
export { createAdminSessionRouter } from './admin/session-routes';
export { createPasscodeAttempts, PASSCODE_ATTEMPTS, type PasscodeAttempts } from './admin/passcode-attempts';
export { hashPasscode, verifyPasscode } from './admin/passcode';
export { crownMonth, type CrownMonthInput, type CrownMonthResult } from './hall-of-fame/crowning';
