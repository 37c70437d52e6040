import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Counter, Gauge, Histogram } from 'prom-client';
import { dashboardQueries, metricNamesIn, ALERT_RULES_FILE } from '../testing/monitoring';
import * as registry from './registry';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const PROMETHEUS_DIR = path.join(REPO_ROOT, 'deploy/prometheus');

/** promtool from Debian's prometheus package (.ci/run installs it). */
const PROMTOOL =
  ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p)) ??
  (spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim() || undefined);

function promtool(...args: string[]) {
  const run = spawnSync(PROMTOOL!, args, { cwd: PROMETHEUS_DIR, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The series names a histogram or counter yields in the exposition format, besides the base name. */
function seriesNames(name: string, type: string): string[] {
  if (type === 'histogram') return [`${name}_bucket`, `${name}_sum`, `${name}_count`];
  return [name];
}

/** All metric names the code defines: the defaults of prom-client and every metric of registry.ts. */
async function definedSeriesNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await registry.metricsRegistry.getMetricsAsJSON())
    for (const n of seriesNames(metric.name, String(metric.type))) names.add(n);
  for (const value of Object.values(registry)) {
    if (value instanceof Histogram)
      for (const n of seriesNames((value as unknown as { name: string }).name, 'histogram')) names.add(n);
    else if (value instanceof Counter || value instanceof Gauge) names.add((value as unknown as { name: string }).name);
  }
  return names;
}

describe('deploy/prometheus and deploy/grafana', () => {
  const ci = process.env.CI === 'true';
  const missing = PROMTOOL === undefined;
  if (missing && ci) {
    it('has promtool (apt-get install prometheus): required when CI=true', () => {
      throw new Error(
        'promtool is missing: .ci/run installs Debian\'s "prometheus" package, which provides /usr/bin/promtool',
      );
    });
  }
  const withPromtool = missing ? it.skip : it;
  const skipNote = missing
    ? ' [skipped: promtool is not installed (apt-get install prometheus); with CI=true this fails]'
    : '';

  withPromtool(`the alert rules pass "promtool check rules"${skipNote}`, () => {
    const { status, output } = promtool('check', 'rules', 'alerts.yml');
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status).toBe(0);
  });

  withPromtool(`the scrape config passes "promtool check config"${skipNote}`, () => {
    const { status, output } = promtool('check', 'config', 'prometheus.yml');
    expect(output).toMatch(/SUCCESS/);
    expect(status).toBe(0);
  });

  withPromtool(`the alerts fire as their unit tests expect ("promtool test rules")${skipNote}`, () => {
    const { status, output } = promtool('test', 'rules', 'alerts.test.yml');
    expect(output).toMatch(/SUCCESS/);
    expect(status).toBe(0);
  });

  it('uses only metric names the code defines, in the rules and in every dashboard query', async () => {
    const defined = await definedSeriesNames();
    const rules = readFileSync(ALERT_RULES_FILE, 'utf8');
    const queries = dashboardQueries().join('\n');
    const used = metricNamesIn(`${rules}\n${queries}`);
    expect(used.filter((n) => !defined.has(n))).toEqual([]);
    // The panels the operator looks at are there.
    for (const name of [
      'nacho_http_request_duration_seconds_count',
      'nacho_http_request_duration_seconds_bucket',
      'nacho_sync_last_success_timestamp_seconds',
      'nacho_queue_jobs',
      'nacho_likes_total',
      'nacho_contest_months_awaiting_crowning',
    ]) {
      expect(queries).toContain(name);
    }
  });
});
