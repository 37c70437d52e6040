import type Router from '@koa/router';
import type { Config, Db, Logger, Redis } from '@nacho/core';
import { createAdminRouter } from './admin/routes';
import { createAuthRouter, type AuthDeps } from './auth/routes';
import { createHallOfFameRouter } from './hall-of-fame/routes';
import { createLikesRouter } from './likes/routes';

export { crownMonth, crownFinishedMonths, uncrownedFinishedMonths, monthWinner, type CrownArgs, type CrownResult } from './hall-of-fame/crowning';
export type { HallOfFameEntry } from './hall-of-fame/queries';
export { SUSPICION_RULES, suspiciousReasons } from './likes/suspicious-likes';

export interface ContestDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** Shared counters (the sign-in rate limit) live in Redis when given. */
  redis?: Redis;
  now?: () => number;
  /** Sign-in tuning for tests (rate limit, a stand-in OIDC client). */
  auth?: Pick<AuthDeps, 'rateLimit' | 'oidc'>;
}

/** /api/auth, /api/likes, /api/hall-of-fame and /api/admin. */
export function createContestRouters(deps: ContestDeps): Router[] {
  return [createAuthRouter({ ...deps, ...deps.auth }), createLikesRouter(deps), createHallOfFameRouter(deps), createAdminRouter()];
}
