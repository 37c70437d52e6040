import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { createLogger } from '@nacho/core';
import { describeWithRedis, testConfig, testRedisForSuite } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { insertFixtureCollection } from '../testing/fixture-collection';
import { httpContestReader } from './contest-reader';
import { createStandalonePrerenderer } from './standalone-prerenderer';
import {
  closeServer,
  fakeContest,
  fixtureAndContestForSuite,
  IN_RUNNING_MONTH,
  listen,
  metaTag,
  pngSize,
  startPreviewHarness,
  type PreviewHarness,
} from './testing/preview-harness';

/** The og:image of a page, as a path on the harness. */
async function imageOf(h: PreviewHarness, page: string): Promise<string> {
  const image = metaTag((await h.page(page)).html, 'og:image');
  if (!image) throw new Error(`${page} has no og:image`);
  return new URL(image).pathname;
}

/** Asks for `path` as a crawler would, and says whether the card came from the store or was rendered now. */
async function crawl(h: PreviewHarness, path: string): Promise<'store' | 'render'> {
  const before = h.service.previews.cardCounts();
  const res = await h.get(path);
  expect({ path, status: res.status, fallback: res.headers.get('x-preview-fallback') }).toEqual({
    path,
    status: 200,
    fallback: null,
  });
  expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  const after = h.service.previews.cardCounts();
  return after.store > before.store ? 'store' : 'render';
}

describeWithRedis('pre-rendered link previews across processes (Redis)', () => {
  const redis = testRedisForSuite('nacho-test:prerender:*');
  eachDatabase('the worker pre-renders, an nft replica serves', (ctx) => {
    const { contest, base: contestBase } = fixtureAndContestForSuite(ctx.db);
    beforeEach(() => Object.assign(contest.state, { likes: 7, crowned: true, visible: true, runningLikes: [4, 2, 1] }));

    /** The worker's pre-render and an nft replica: separate stores and snapshots, one Redis. */
    async function workerAndReplica() {
      const namespace = `nacho-test:prerender:${randomUUID()}:`;
      const config = testConfig();
      const worker = createStandalonePrerenderer({
        config,
        logger: createLogger(config),
        db: ctx.db(),
        redis: redis(),
        contest: httpContestReader({ baseUrl: contestBase, ttlMs: 0 }),
        storePrefix: `${namespace}preview-card:`,
        now: () => IN_RUNNING_MONTH,
      });
      const replica = await startPreviewHarness(ctx.db(), {
        contestBase: contestBase(),
        redis: redis(),
        redisNamespace: namespace,
      });
      return {
        worker,
        replica,
        close: async () => {
          await worker.close();
          await replica.stop();
        },
      };
    }

    it('renders the NFT of the Month, the running month and its leaders, so the first crawler hit is a store hit', async () => {
      const { worker, replica, close } = await workerAndReplica();
      try {
        const outcome = await worker.prerender();
        expect(outcome.failed).toEqual([]);
        expect(outcome.rendered).toEqual([
          '/api/nft/preview/site.v1.png',
          expect.stringMatching(/^\/api\/nft\/preview\/month\/2026-3\.[\w-]{12}\.png@v1$/),
          '/api/nft/preview/nft/6.v1.png',
          expect.stringMatching(/^\/api\/nft\/preview\/month\/2026-4\.[\w-]{12}\.png@v1$/),
          '/api/nft/preview/nft/5.v1.png',
          '/api/nft/preview/nft/1.v1.png',
          '/api/nft/preview/nft/3.v1.png',
        ]);
        for (const page of ['/hall-of-fame', '/hall-of-fame/2026/3', '/hall-of-fame/2026/4', '/nft/6', '/nft/5', '/'])
          expect({ page, from: await crawl(replica, await imageOf(replica, page)) }).toEqual({ page, from: 'store' });
        expect(replica.service.previews.cardCounts().render).toBe(0);
        // A card nobody pre-rendered is still rendered on demand.
        expect(await crawl(replica, await imageOf(replica, '/nft/2'))).toBe('render');
        // Nothing changed: the next run renders nothing.
        expect((await worker.prerender()).rendered).toEqual([]);
      } finally {
        await close();
      }
    }, 60_000);

    it('renders what a change changed (a like in the running month), and the new card is warm at the first hit', async () => {
      const { worker, replica, close } = await workerAndReplica();
      try {
        await worker.prerender();
        const before = await imageOf(replica, '/hall-of-fame/2026/4');
        contest.state.runningLikes = [5, 2, 1];
        const after = await imageOf(replica, '/hall-of-fame/2026/4');
        expect(after).not.toBe(before);
        const outcome = await worker.prerender();
        expect(outcome.rendered).toEqual([expect.stringMatching(/^\/api\/nft\/preview\/month\/2026-4\./)]);
        expect(await crawl(replica, after)).toBe('store');
      } finally {
        await close();
      }
    }, 60_000);

    it('pre-renders only the site card while the Hall of Fame is hidden, and month cards stored before are not served', async () => {
      const { worker, replica, close } = await workerAndReplica();
      try {
        await worker.prerender();
        const monthCard = await imageOf(replica, '/hall-of-fame/2026/3');
        expect(await crawl(replica, monthCard)).toBe('store');
        contest.state.visible = false;
        contest.state.likes = 9;
        const outcome = await worker.prerender();
        expect([...outcome.rendered, ...outcome.alreadyStored]).toEqual(['/api/nft/preview/site.v1.png']);
        const hidden = await replica.get(monthCard);
        expect(hidden.status).toBe(404);
        expect(hidden.headers.get('content-type')).toMatch(/^application\/json/);
      } finally {
        await close();
      }
    }, 60_000);
  });
});

eachDatabase('pre-rendered link previews in one process (no Redis)', (ctx) => {
  const contest = fakeContest();
  let contestServer: Server;
  let h: PreviewHarness;
  const contestTtlMs = 1500;
  beforeAll(async () => {
    await insertFixtureCollection(ctx.db());
    const c = await listen(contest.handler);
    contestServer = c.server;
    // The pages keep contest answers a while, as in production.
    h = await startPreviewHarness(ctx.db(), { contestBase: c.base, now: () => IN_RUNNING_MONTH, contestTtlMs });
  });
  afterAll(async () => {
    await h.stop();
    await closeServer(contestServer);
  });

  it("stores the cards in the service's own memory, where its requests find them", async () => {
    const outcome = await h.service.previews.prerenderer.prerender();
    expect(outcome.rendered).toHaveLength(7);
    for (const page of ['/hall-of-fame', '/hall-of-fame/2026/4', '/nft/5'])
      expect({ page, from: await crawl(h, await imageOf(h, page)) }).toEqual({ page, from: 'store' });
    expect(h.service.previews.cardCounts().render).toBe(0);
  }, 60_000);

  it("reads the contest afresh, so a like the pages' cached answer does not show yet is rendered before they show it", async () => {
    await h.service.previews.prerenderer.prerender();
    const before = await imageOf(h, '/hall-of-fame/2026/4');
    contest.state.runningLikes = [6, 2, 1];
    // The like just happened: the pages still show the card from before it, the pre-render the new one.
    expect(await imageOf(h, '/hall-of-fame/2026/4')).toBe(before);
    const outcome = await h.service.previews.prerenderer.prerender();
    expect(outcome.rendered).toEqual([expect.stringMatching(/^\/api\/nft\/preview\/month\/2026-4\./)]);
    await new Promise((r) => setTimeout(r, contestTtlMs + 100));
    const after = await imageOf(h, '/hall-of-fame/2026/4');
    expect(after).not.toBe(before);
    expect(await crawl(h, after)).toBe('store');
  }, 60_000);
});
