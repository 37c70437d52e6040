import { createLiveBus, type LiveEvent } from '@nacho/contest/jobs';
import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { sampleOfTokens } from '../testing/sample-of-tokens';
import { waitFor } from '../testing/wait-for';
import { generateDemoCollection } from '../sources/demo';
import { demoSnapshot } from '../sources/demo-source';
import { createInMemorySource } from '../sources/in-memory-source';
import { COLLECTION_SYNC_JOB } from './collection-sync-job';
import { createJobRunner } from './create-job-runner';

const config = testConfig({ SYNC_INTERVAL_MINUTES: '60' });
const logger = createLogger(config);
const END = Date.UTC(2026, 1, 1);
const collection = sampleOfTokens(
  demoSnapshot(generateDemoCollection({ seed: 'live-activity', endAt: END }), END),
  300,
);

eachDatabase('activity-sync in the job runner', (ctx) => {
  it('runs after a published collection sync and tells open pages of the new rows (the live activity event)', async () => {
    const bus = createLiveBus({ logger });
    const events: LiveEvent[] = [];
    bus.subscribe((event) => events.push(event));
    const jobs = createJobRunner({
      config,
      logger,
      db: ctx.db(),
      live: bus,
      createSource: () =>
        createInMemorySource(
          'demo',
          () => collection,
          () => END,
        ),
    });
    await jobs.start();
    try {
      await jobs.trigger(COLLECTION_SYNC_JOB);
      await waitFor('the activity event', () => events.some((e) => e.type === 'activity'));
      const event = events.find((e) => e.type === 'activity')!;
      const rows = (await ctx.db()('nft_activity').count({ n: '*' }).first()) as { n: number | string };
      const newest = (await ctx.db()('nft_activity').max({ id: 'id' }).first()) as { id: number };
      expect(event).toMatchObject({ type: 'activity', newestId: `a${newest.id}`, added: Number(rows.n) });
      expect(Number(rows.n)).toBeGreaterThanOrEqual(300);
    } finally {
      await jobs.stop();
      await bus.close();
    }
  }, 60_000);
});
