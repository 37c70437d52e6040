import { metrics, type Config, type Db } from '@nacho/core';
import { monthsAwaitingCrowning, type CrowningOutcome } from '@nacho/contest/jobs';
import { readSyncState } from '@nacho/db';
import type { CollectionSyncResult } from '../sync/run-collection-sync';
import type { JobRunner } from './job-definition';

const SYNC_OUTCOMES = ['synced', 'skipped', 'failed'] as const;
const CROWNING_OUTCOMES: ReadonlyArray<CrowningOutcome['outcome']> = [
  'crowned',
  'has_winner',
  'no_likes',
  'month_not_finished',
  'month_in_future',
  'not_found',
  'failed',
];

/** The job metrics join the registry of a process that runs jobs, each outcome at 0 from the start. */
export function registerJobMetrics(): void {
  for (const metric of [
    metrics.syncRuns,
    metrics.syncDuration,
    metrics.syncTokens,
    metrics.syncMetadataMissing,
    metrics.syncLastSuccess,
    metrics.syncInterval,
    metrics.crownings,
    metrics.monthsAwaitingCrowning,
    metrics.monthsCrowningFailed,
  ]) {
    metrics.registerOnUse(metric);
  }
  for (const outcome of SYNC_OUTCOMES) {
    metrics.syncRuns.inc({ outcome }, 0);
    metrics.syncDuration.zero({ outcome });
  }
  for (const outcome of CROWNING_OUTCOMES) metrics.crownings.inc({ outcome }, 0);
}

/** The last success this process saw (seconds); the database's record may be newer (another worker) or older. */
let lastSuccessSeen = 0;

/**
 * Runs one collection sync and records it: nacho_sync_runs_total and nacho_sync_duration_seconds by
 * outcome (synced, skipped, failed), and after a success the tokens listed, the metadata still
 * missing and the time of the success.
 */
export async function measureSyncRun(run: () => Promise<CollectionSyncResult>): Promise<CollectionSyncResult> {
  const started = performance.now();
  let outcome = 'failed';
  try {
    const result = await run();
    outcome = result.outcome;
    if (result.outcome === 'synced') {
      if (result.tokens) metrics.syncTokens.set(result.tokens.listed);
      if (result.metadataMissing !== undefined) metrics.syncMetadataMissing.set(result.metadataMissing);
      lastSuccessSeen = Date.now() / 1000;
      metrics.syncLastSuccess.set(lastSuccessSeen);
    }
    return result;
  } finally {
    metrics.syncRuns.inc({ outcome });
    metrics.syncDuration.observe({ outcome }, (performance.now() - started) / 1000);
  }
}

/** nacho_contest_crownings_total: one count per month the contest-crown job handled, by outcome. */
export function countCrowningOutcomes(outcomes: readonly CrowningOutcome[]): void {
  for (const o of outcomes) metrics.crownings.inc({ outcome: o.outcome });
}

/**
 * The gauges read from the database at each scrape by a process that runs the jobs: the last
 * successful sync (the sync state records it whoever ran it, so a restarted worker knows it too), the
 * sync interval, the finished months still awaiting crowning and those whose crowning failed.
 */
export function jobStateOnScrape({
  db,
  config,
  now = Date.now,
}: {
  db: Db;
  config: Pick<Config, 'syncIntervalMinutes' | 'contestTz'>;
  now?: () => number;
}): () => void {
  return metrics.onScrape(async () => {
    metrics.syncInterval.set(config.syncIntervalMinutes * 60);
    const [state, awaiting, failed] = await Promise.all([
      readSyncState(db),
      monthsAwaitingCrowning(db, now(), config.contestTz),
      db('contest_months').where({ state: 'awaiting' }).andWhere('failed_attempts', '>', 0).count({ n: '*' }).first(),
    ]);
    const recorded = state.phase === 'done' && state.finishedAt ? state.finishedAt / 1000 : 0;
    metrics.syncLastSuccess.set(Math.max(lastSuccessSeen, recorded));
    metrics.monthsAwaitingCrowning.set(awaiting.length);
    metrics.monthsCrowningFailed.set(Number((failed as { n?: unknown } | undefined)?.n ?? 0));
  });
}

/** The runner with the job-state gauges collected at scrape while it runs. */
export function withJobMetrics(
  runner: JobRunner,
  deps: { db: Db; config: Pick<Config, 'syncIntervalMinutes' | 'contestTz'> },
): JobRunner {
  let stopScrape: (() => void) | undefined;
  return {
    ...runner,
    async start() {
      registerJobMetrics();
      stopScrape ??= jobStateOnScrape(deps);
      await runner.start();
    },
    async stop() {
      stopScrape?.();
      stopScrape = undefined;
      await runner.stop();
    },
  };
}
