import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';

/**
 * The one Prometheus registry of the process: every metric of every service is defined here, so
 * that the names are in one place (deploy/prometheus and the Grafana dashboard use them) and a
 * module loaded twice cannot register a metric twice. Served only by the metrics listener
 * (metrics-server.ts), never on the public port.
 */
export const metricsRegistry = new Registry();

// The event loop's delay is sampled every 100 ms instead of prom-client's 10: a 10 ms timer woke an
// idle process 100 times a second, about 6 ms of CPU a second in each of the stack's Node processes.
// A hold of the loop longer than a sample's interval is still seen whole; shorter ones are sampled.
const EVENT_LOOP_SAMPLE_MS = 100;
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

/** HTTP answers by route pattern (the router's matched path, "unmatched" otherwise), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'nacho_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status: time until the handler returned',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Server-Sent Events streams open in this process: eventStreamOpened() / eventStreamClosed(). */
export const openEventStreams = new Gauge({
  name: 'nacho_open_event_streams',
  help: 'Server-Sent Events streams open in this process',
  registers: [metricsRegistry],
});

export const databaseUp = new Gauge({
  name: 'nacho_database_up',
  help: '1 when the database answered "select 1" at this scrape, 0 when not',
  registers: [metricsRegistry],
});

export const redisUp = new Gauge({
  name: 'nacho_redis_up',
  help: '1 when Redis answered PING at this scrape, 0 when not (absent without REDIS_URL)',
  registers: [],
});

export const syncRuns = new Counter({
  name: 'nacho_sync_runs_total',
  help: 'collection-sync runs by outcome (synced, skipped: another sync held the lease, failed)',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const syncDuration = new Histogram({
  name: 'nacho_sync_duration_seconds',
  help: 'collection-sync run duration by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1200, 1800],
  registers: [],
});

export const syncTokens = new Gauge({
  name: 'nacho_sync_tokens',
  help: 'Tokens listed by the source in the last successful collection-sync of this process',
  registers: [],
});

export const syncMetadataMissing = new Gauge({
  name: 'nacho_sync_metadata_missing',
  help: 'Published tokens without metadata after the last successful collection-sync of this process',
  registers: [],
});

export const syncLastSuccess = new Gauge({
  name: 'nacho_sync_last_success_timestamp_seconds',
  help: 'When the last successful collection-sync finished (unix seconds; from the database at scrape, 0 = never)',
  registers: [],
});

export const syncInterval = new Gauge({
  name: 'nacho_sync_interval_seconds',
  help: 'SYNC_INTERVAL_MINUTES in seconds: how often collection-sync is scheduled',
  registers: [],
});

export const crownings = new Counter({
  name: 'nacho_contest_crownings_total',
  help: 'Contest months handled by the contest-crown job, by outcome (crowned, no_likes, has_winner, failed, ...)',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const monthsAwaitingCrowning = new Gauge({
  name: 'nacho_contest_months_awaiting_crowning',
  help: 'Finished contest months with likes that are not crowned yet (from the database at scrape)',
  registers: [],
});

export const monthsCrowningFailed = new Gauge({
  name: 'nacho_contest_months_crowning_failed',
  help: 'Contest months awaiting crowning after at least one failed attempt (from the database at scrape)',
  registers: [],
});

export const likes = new Counter({
  name: 'nacho_likes_total',
  help: 'Like requests by outcome (accepted, refused) and reason (the refusal code; "ok" when accepted)',
  labelNames: ['outcome', 'reason'] as const,
  registers: [],
});

export const signIns = new Counter({
  name: 'nacho_sign_ins_total',
  help: 'Sign-in attempts by method (wallet, oidc, demo, passcode) and outcome (success or the refusal code)',
  labelNames: ['method', 'outcome'] as const,
  registers: [],
});

export const queueJobs = new Gauge({
  name: 'nacho_queue_jobs',
  help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed), counted at scrape',
  labelNames: ['queue', 'state'] as const,
  registers: [],
});

export const previewCards = new Counter({
  name: 'nacho_preview_cards_total',
  help: 'Link-preview card requests by outcome: store (a stored card), render (rendered now), or the default card because busy, limited (per-IP cold renders) or failed',
  labelNames: ['outcome'] as const,
  registers: [],
});

export const refusedEventStreams = new Counter({
  name: 'nacho_event_streams_refused_total',
  help: 'Event streams refused (429) because their address already held EVENT_STREAMS_PER_IP open streams',
  registers: [],
});

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Metrics that only some processes have (the job state in the worker, likes in the contest service,
 * Redis where it is configured) join the registry when first used: another process does not show
 * them at all rather than a misleading 0.
 */
export function registerOnUse<T extends Metric>(metric: T): T {
  const { name } = metric as unknown as { name: string };
  if (metricsRegistry.getSingleMetric(name) !== metric) metricsRegistry.registerMetric(metric);
  return metric;
}

/** Call when a Server-Sent Events stream starts (after the headers went out). */
export function eventStreamOpened(): void {
  openEventStreams.inc();
}

/** Call once when that stream ends (client gone, server closing): pair it with eventStreamOpened. */
export function eventStreamClosed(): void {
  openEventStreams.dec();
}

/**
 * The simplest use: counts `stream` as open now and as closed once it emits 'close' (a Node stream
 * does, whether it ended, was destroyed or the client went away), so the pair cannot get out of step.
 */
export function trackEventStream(stream: { once(event: 'close', listener: () => void): unknown }): void {
  openEventStreams.inc();
  stream.once('close', () => openEventStreams.dec());
}

/**
 * Work done just before each scrape (a database or Redis check, queue counts): it sets gauges.
 * Returns the function that removes it again (call it when the owner stops).
 */
export type ScrapeHook = () => Promise<void> | void;
const scrapeHooks = new Set<ScrapeHook>();

export function onScrape(hook: ScrapeHook): () => void {
  scrapeHooks.add(hook);
  return () => {
    scrapeHooks.delete(hook);
  };
}

/** A scrape waits this long at most for each hook; one that does not answer in time leaves its gauges as they were set. */
export const SCRAPE_HOOK_TIMEOUT_MS = 2_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The text a scrape gets: runs the scrape hooks (each bounded, failures ignored), then renders the registry. */
export async function scrapeMetrics(): Promise<string> {
  await Promise.all(
    [...scrapeHooks].map((hook) =>
      withTimeout(
        Promise.resolve()
          .then(hook)
          .catch(() => undefined),
        SCRAPE_HOOK_TIMEOUT_MS,
      ),
    ),
  );
  return metricsRegistry.metrics();
}
