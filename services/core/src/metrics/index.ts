export {
  metricsRegistry,
  scrapeMetrics,
  onScrape,
  registerOnUse,
  eventStreamOpened,
  eventStreamClosed,
  trackEventStream,
  openEventStreams,
  httpRequestDuration,
  databaseUp,
  redisUp,
  syncRuns,
  syncDuration,
  syncTokens,
  syncMetadataMissing,
  syncLastSuccess,
  syncInterval,
  crownings,
  monthsAwaitingCrowning,
  monthsCrowningFailed,
  likes,
  signIns,
  queueJobs,
  previewCards,
  refusedEventStreams,
  QUEUE_STATES,
  type ScrapeHook,
} from './registry';
export { httpMetrics, routeOf, UNMATCHED_ROUTE } from './http-metrics';
export { countLikes, countSignIns, recordSignIn } from './outcome-counters';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { checkDatabaseOnScrape, checkRedisOnScrape, UP_CHECK_TIMEOUT_MS } from './dependency-checks';
