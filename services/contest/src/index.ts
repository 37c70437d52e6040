import type Router from '@koa/router';
import type { Config, Db, Logger } from '@nacho/core';
import { createAdminRouter } from './admin/routes';
import { createAuthRouter } from './auth/routes';
import { createHallOfFameRouter } from './hall-of-fame/routes';
import { createLikesRouter } from './likes/routes';

export { crownMonth, crownFinishedMonths, uncrownedFinishedMonths, monthWinner, type CrownArgs, type CrownResult } from './hall-of-fame/crowning';
export type { HallOfFameEntry } from './hall-of-fame/queries';
export { SUSPICION_RULES, suspiciousReasons } from './likes/suspicious-likes';

export interface ContestDeps { config: Config; logger: Logger; db: Db; now?: () => number }

/** /api/auth, /api/likes, /api/hall-of-fame and /api/admin. */
export function createContestRouters(deps: ContestDeps): Router[] {
  return [createAuthRouter(), createLikesRouter(deps), createHallOfFameRouter(deps), createAdminRouter()];
}
