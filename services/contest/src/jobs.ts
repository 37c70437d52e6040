/**
 * What the worker runs for the contest, without the HTTP layer: importing this entry loads no Koa
 * and no router (an eslint rule holds services/worker to the jobs entries).
 */
export {
  crownFinishedMonths,
  monthsAwaitingCrowning,
  type CrowningOutcome,
} from './contest-months/crown-finished-months';
export { createContestSigner, type ContestSigner } from './seals/contest-signer';
export { sealFinishedMonths } from './seals/seal-months';
export { createLiveBus, LIVE_CHANNEL, LIVE_SEQUENCE_KEY, type LiveBus } from './live/live-bus';
export { NO_LIVE_EVENTS, type LiveEvent, type LivePublisher } from './live/live-events';
