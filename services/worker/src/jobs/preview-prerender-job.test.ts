import { createLogger } from '@nacho/core';
import { testConfig } from '@nacho/core/testing';
import { createLiveBus, type LiveEvent } from '@nacho/contest/jobs';
import { eachDatabase } from '@nacho/db/testing';
import type { PrerenderOutcome, PreviewPrerenderer } from '@nacho/nft/jobs';
import { readSyncStatus } from '../sync/sync-state';
import { smallDemoSource } from '../testing/small-demo-source';
import { waitFor } from '../testing/wait-for';
import { createJobRunner } from './create-job-runner';

const config = testConfig();
const logger = createLogger(config);

/** The pre-render as the runner sees it, counting its runs (what it renders is nft's own tests' business). */
function countingPrerenderer(): PreviewPrerenderer & { runs: number } {
  const outcome: PrerenderOutcome = { rendered: [], alreadyStored: [], incomplete: [], failed: [] };
  const counter = {
    runs: 0,
    prerender: async () => {
      counter.runs++;
      return outcome;
    },
  };
  return counter;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

eachDatabase('preview-prerender job (inline runner)', (ctx) => {
  it('runs at start, after a published collection version, and after contest changes, folding a burst into one run', async () => {
    const bus = createLiveBus({ logger });
    const previews = countingPrerenderer();
    const jobs = createJobRunner({
      config,
      logger,
      db: ctx.db(),
      createSource: smallDemoSource,
      live: bus,
      previews,
      previewTriggers: { quietMs: 100, maxWaitMs: 1000 },
    });
    await jobs.start();
    try {
      // At start, and once more when the first sync (the collection was empty) published version 1.
      await waitFor('the sync at start', async () => (await readSyncStatus(ctx.db())).phase === 'done', 60_000);
      await waitFor('the run after the published version', () => previews.runs >= 2);
      await settle(300);
      expect(previews.runs).toBe(2);

      // Events that change no card: no run.
      const unchanged: LiveEvent[] = [
        { type: 'likes', tokenId: 1, count: 2, month: '2026-03', current: false },
        {
          type: 'likes-left',
          userId: 'u',
          dailyLikesUsed: 1,
          dailyLikeLimit: 5,
          remainingLikes: 4,
          nextReset: 0,
        },
        { type: 'allowances-reset' },
      ];
      for (const event of unchanged) await bus.publish(event);
      await settle(400);
      expect(previews.runs).toBe(2);

      // A burst of likes in the running month: one run after it.
      for (let i = 0; i < 30; i++)
        await bus.publish({ type: 'likes', tokenId: 1 + (i % 5), count: i, month: '2026-04', current: true });
      await waitFor('the run after the likes', () => previews.runs === 3);
      await settle(400);
      expect(previews.runs).toBe(3);

      // A new or corrected winner, removed likes: a run each.
      await bus.publish({ type: 'winners', months: ['2026-03'] });
      await waitFor('the run after the winners', () => previews.runs === 4);
      await bus.publish({ type: 'likes-reset', months: ['2026-04'] });
      await waitFor('the run after the removed likes', () => previews.runs === 5);

      // Stopped: the events are no longer heard.
      await jobs.stop();
      await bus.publish({ type: 'winners', months: ['2026-03'] });
      await settle(300);
      expect(previews.runs).toBe(5);
    } finally {
      await jobs.stop();
      await bus.close();
    }
  }, 90_000);
});
