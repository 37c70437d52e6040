import { readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const ALERT_RULES_FILE = path.join(REPO_ROOT, 'deploy/prometheus/alerts.yml');
export const DASHBOARD_FILE = path.join(REPO_ROOT, 'deploy/grafana/dashboards/nacho-explorer.json');

/** Every metric name a text uses that this code base exports: nacho_*, and prom-client's process_* / nodejs_* defaults. */
export function metricNamesIn(text: string): string[] {
  return [...new Set(text.match(/\b(nacho|process|nodejs)_[a-z0-9_]+/g) ?? [])].sort();
}

/** The PromQL of every panel of the Grafana dashboard. */
export function dashboardQueries(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as {
    panels: Array<{ targets?: Array<{ expr: string }> }>;
  };
  return dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
}

/** The metric names deploy/prometheus/alerts.yml and the dashboard name (the series names, e.g. x_bucket for a histogram). */
export function monitoredMetricNames(): string[] {
  return metricNamesIn(`${readFileSync(ALERT_RULES_FILE, 'utf8')}\n${dashboardQueries().join('\n')}`);
}

/** The series names with at least one sample in a Prometheus text exposition (not only # HELP / # TYPE). */
export function sampledSeriesNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{| )/.exec(line);
    if (match) names.add(match[1]!);
  }
  return names;
}

/** The value of one sample line of the exposition text, e.g. sampleValue(text, 'nacho_likes_total{outcome="accepted",reason="ok"}'). */
export function sampleValue(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
