export * from './services';
export { testConfig, tempDir } from './test-config';
export { jsonOf } from './json-of';
export { sameOriginJson } from './same-origin';
export { cookieClient, type CookieClient } from './cookie-client';
export { metricNamesIn, dashboardQueries, monitoredMetricNames, sampledSeriesNames, ALERT_RULES_FILE, DASHBOARD_FILE } from './monitoring';
