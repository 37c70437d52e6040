import { createLogger, metrics } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import type { CollectionSyncResult } from '../sync/run-collection-sync';
import { contestCrownJob } from './contest-crown-job';
import { jobStateOnScrape, measureSyncRun, registerJobMetrics } from './job-metrics';

const TZ = 'Europe/Berlin';
const config = testConfig({ CONTEST_TZ: TZ, SYNC_INTERVAL_MINUTES: '15' });
const logger = createLogger(config);

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const synced: CollectionSyncResult = {
  outcome: 'synced',
  changed: true,
  collectionVersion: 4,
  durationMs: 5,
  tokens: { listed: 9_990, inserted: 0, updated: 3, removed: 0, transfers: 3 },
  metadataMissing: 7,
};

describe('sync run metrics', () => {
  beforeAll(() => registerJobMetrics());

  it('count runs by outcome with their durations, and keep the tokens and missing metadata of the last success', async () => {
    const before = await metrics.scrapeMetrics();
    const count = (text: string, outcome: string) => sample(text, `nacho_sync_runs_total{outcome="${outcome}"}`) ?? 0;
    const durations = (text: string, outcome: string) =>
      sample(text, `nacho_sync_duration_seconds_count{outcome="${outcome}"}`) ?? 0;
    await measureSyncRun(async () => synced);
    await measureSyncRun(async () => ({
      ...synced,
      outcome: 'skipped',
      tokens: undefined,
      metadataMissing: undefined,
    }));
    await expect(measureSyncRun(() => Promise.reject(new Error('indexer down')))).rejects.toThrow('indexer down');
    const after = await metrics.scrapeMetrics();
    for (const outcome of ['synced', 'skipped', 'failed']) {
      expect(count(after, outcome) - count(before, outcome)).toBe(1);
      expect(durations(after, outcome) - durations(before, outcome)).toBe(1);
    }
    expect(sample(after, 'nacho_sync_tokens')).toBe(9_990);
    expect(sample(after, 'nacho_sync_metadata_missing')).toBe(7);
    expect(sample(after, 'nacho_sync_last_success_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});

eachDatabase('job state read at scrape', (ctx) => {
  it('reports the sync interval, the months awaiting crowning, those whose crowning failed, and counts each crowned month', async () => {
    const db = ctx.db();
    const stop = jobStateOnScrape({ db, config });
    try {
      await db('users').insert({ id: 'u1', created_at: 0, updated_at: 0 });
      await db('nft_like_counts').insert([
        { token_id: 12, reset_year: 2026, reset_month: 8, like_count: 2, count_reached_at: 2, updated_at: 2 },
        { token_id: 30, reset_year: 2026, reset_month: 9, like_count: 1, count_reached_at: 3, updated_at: 3 },
      ]);
      await db('contest_months').insert({
        year: 2026,
        month: 8,
        state: 'awaiting',
        like_count: 0,
        failed_attempts: 2,
        last_error: 'disk full',
        updated_at: 1,
      });
      let text = await metrics.scrapeMetrics();
      expect(sample(text, 'nacho_sync_interval_seconds')).toBe(900);
      expect(sample(text, 'nacho_contest_months_awaiting_crowning')).toBe(2);
      expect(sample(text, 'nacho_contest_months_crowning_failed')).toBe(1);

      const crowned = (t: string) => sample(t, 'nacho_contest_crownings_total{outcome="crowned"}') ?? 0;
      const before = crowned(text);
      await contestCrownJob({ config, logger, db }).run({ signal: new AbortController().signal });
      text = await metrics.scrapeMetrics();
      expect(crowned(text) - before).toBe(2);
      expect(sample(text, 'nacho_contest_months_awaiting_crowning')).toBe(0);
      expect(sample(text, 'nacho_contest_months_crowning_failed')).toBe(0);
    } finally {
      stop();
    }
  });

  it('takes the last successful sync from the database, whichever process ran it', async () => {
    const db = ctx.db();
    const stop = jobStateOnScrape({ db, config });
    try {
      const finishedAt = Date.now() + 3_600_000; // later than any success this process saw
      await db('sync_state').insert({
        id: 'collection',
        collection_version: 2,
        phase: 'done',
        done: 1,
        total: 1,
        started_at: finishedAt - 1000,
        finished_at: finishedAt,
        updated_at: finishedAt,
      });
      expect(sample(await metrics.scrapeMetrics(), 'nacho_sync_last_success_timestamp_seconds')).toBe(
        finishedAt / 1000,
      );
    } finally {
      stop();
    }
  });
});
