import type Router from '@koa/router';
import type { Config, Db, Logger, Redis } from '@nacho/core';
import { createAdminRouter } from './admin/routes';
import { createAdminSessionRouter } from './admin/session-routes';
import { createAuthRouter, signInMethods, type AuthDeps } from './auth/routes';
import { createHallOfFameRouter } from './hall-of-fame/routes';
import { createLikesRouter } from './likes/routes';
import { createContestLive, type ContestLive } from './live/contest-live';
import { createLiveStreamRouter } from './live/stream-routes';
import { createSiteSettingsRouter } from './settings/routes';
import { createSystemRouter } from './admin/system-routes';
import { createContestOpenApiRouter } from './openapi/routes';
import { createContestSigner, type ContestSigner } from './seals/contest-signer';
import { createContestKeysRouter } from './seals/seal-routes';

export {
  crownFinishedMonths,
  monthsAwaitingCrowning,
  type CrowningOutcome,
} from './contest-months/crown-finished-months';
export { SUSPICION_RULES, suspiciousReasons } from './likes/suspicious-likes';
export { contestFingerprint } from './data-version';
export { createAdminRouter } from './admin/routes';
export { createAdminSessionRouter } from './admin/session-routes';
export { createPasscodeAttempts, PASSCODE_ATTEMPTS, type PasscodeAttempts } from './admin/passcode-attempts';
export { hashPasscode, verifyPasscode } from './admin/passcode';
export { personalMessageDigest } from './auth/wallet/kaspa-message-signature';
export { createContestLive, type ContestLive } from './live/contest-live';
export { createLiveBus, LIVE_CHANNEL, LIVE_SEQUENCE_KEY, type LiveBus } from './live/live-bus';
export { NO_LIVE_EVENTS, type LiveEvent, type LivePublisher, type SequencedLiveEvent } from './live/live-events';
export { LIVE_STREAM_PATH } from './live/stream-routes';
export { buildContestOpenApiDocument, CONTEST_OPENAPI_PATH } from './openapi/build-document';
export { createContestSigner, type ContestSigner } from './seals/contest-signer';
export { sealFinishedMonths, sealMonth } from './seals/seal-months';

export interface ContestDeps {
  config: Config;
  logger: Logger;
  db: Db;
  /** Shared counters (sign-in rate limit, admin passcode lockout) live in Redis when given. */
  redis?: Redis;
  now?: () => number;
  /** BullMQ key prefix of the worker's queues (the System tab); default 'nacho'. */
  queuePrefix?: string;
  /** Sign-in tuning for tests (rate limit, a stand-in OIDC client). */
  auth?: Pick<AuthDeps, 'rateLimit' | 'oidc'>;
  /** Live events (GET /api/likes/stream); default: in-process, for one process without Redis. */
  live?: ContestLive;
  /** Signs like receipts and month seals; default: the configured key (or DATA_DIR's). */
  signer?: ContestSigner;
}

/** /api/auth, /api/likes, /api/hall-of-fame, /api/admin, the site settings and /api/contest/openapi.json. */
export function createContestRouters(deps: ContestDeps): Router[] {
  const live = deps.live ?? createContestLive({ logger: deps.logger, streamsPerIp: deps.config.eventStreamsPerIp });
  const signer = deps.signer ?? createContestSigner(deps.config);
  const withLive = { ...deps, live: live.bus, signer };
  return [
    createAuthRouter({ ...deps, ...deps.auth }),
    createLiveStreamRouter(live.hub, live.slots),
    createLikesRouter(withLive),
    createHallOfFameRouter({ ...deps, signer }),
    createContestKeysRouter(signer),
    createSiteSettingsRouter(deps),
    createAdminSessionRouter(deps),
    createAdminRouter(withLive),
    createSystemRouter({ ...deps, prefix: deps.queuePrefix }),
    createContestOpenApiRouter(signInMethods(deps.config)),
  ];
}
