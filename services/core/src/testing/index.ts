export * from './services';
export { testConfig, tempDir } from './test-config';
export { jsonOf } from './json-of';
export { sameOriginJson } from './same-origin';
export { cookieClient, type CookieClient } from './cookie-client';
export {
  metricNamesIn,
  dashboardQueries,
  monitoredMetricNames,
  sampledSeriesNames,
  ALERT_RULES_FILE,
  DASHBOARD_FILE,
} from './monitoring';
export { OpenApiReplyValidator, type OpenApiDocumentShape } from './openapi-reply-validator';
export { sampleValue } from './monitoring';
export { freePort, connects, listeningAddresses, nonLoopbackAddresses } from './network';
export { deleteMatchingKeys, testRedisForSuite } from './test-redis';
export { listenForTest, serveTestApp, type ListeningTestServer, type TestApp } from './serve-test-app';
export * from './openapi-fuzz';
export { documentOperations, routerOperations } from './openapi-route-set';
