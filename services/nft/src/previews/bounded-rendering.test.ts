import { randomUUID } from 'node:crypto';
import { describeWithRedis, testRedisForSuite } from '@nacho/core/testing';
import { eachDatabase } from '@nacho/db/testing';
import { el } from './card-renderer';
import { RenderAdmission, RenderBusyError } from './render-admission';
import { RenderPool } from './render-pool';
import {
  fixtureAndContestForSuite,
  pngSize,
  startPreviewHarness,
  type PreviewHarness,
} from './testing/preview-harness';

/** Every fixture token, so that each request asks for a card nobody rendered yet. */
const TOKENS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('RenderPool', () => {
  it('never renders more cards at once than it has threads, however many are asked for at once', async () => {
    const pool = new RenderPool({ threads: 2 });
    try {
      expect(pool.threaded).toBe(true);
      const node = el('div', { width: '100%', height: '100%', backgroundColor: '#0b1120' }, 'NACHO');
      const all = await Promise.all(Array.from({ length: 12 }, () => pool.card(node)));
      for (const png of all) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // Both threads were used, never more.
      expect(pool.load.mostAtOnce).toBe(2);
      expect(pool.load).toMatchObject({ rendering: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe('RenderAdmission', () => {
  it('runs `concurrency` builds, queues `queueLength`, and refuses the rest at once', async () => {
    const admission = new RenderAdmission({ concurrency: 2, queueLength: 3 });
    const gates: Array<() => void> = [];
    const build = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const admitted = Array.from({ length: 5 }, () => admission.run(build));
    const refused = await Promise.allSettled(Array.from({ length: 4 }, () => admission.run(build)));
    expect(refused.map((r) => r.status === 'rejected' && r.reason instanceof RenderBusyError)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await new Promise((r) => setImmediate(r));
    expect(admission.load).toEqual({ building: 2, waiting: 3, mostWaiting: 3 });
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(admitted)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // Room again once the queue drained.
    const again = admission.run(async () => 'again');
    expect(await again).toBe('again');
  });
});

eachDatabase('bounded preview rendering (nft service)', (ctx) => {
  const contest = fixtureAndContestForSuite(ctx.db);

  const start = (env: Record<string, string>) =>
    startPreviewHarness(ctx.db(), { contestBase: contest.base(), env: { TRUST_PROXY: 'true', ...env } });
  /** Distinct cold cards at once, each from an address of its own. */
  const burst = (h: PreviewHarness, ids: number[]) =>
    Promise.all(
      ids.map((id, i) => h.get(`/api/nft/preview/nft/${id}.v1.png`, { 'x-forwarded-for': `10.7.0.${i + 1}` })),
    );

  it('answers a burst beyond the queue with the default card at once, never more renders than threads', async () => {
    const h = await start({ PREVIEW_RENDER_THREADS: '1', PREVIEW_RENDER_QUEUE: '2' });
    try {
      const site = await h.get('/api/nft/preview/site.v1.png');
      const defaultCard = await body(site);
      expect(pngSize(defaultCard)).toEqual({ width: 1200, height: 630 });

      const answers = await burst(h, TOKENS);
      const pictures = answers.filter((r) => r.status === 200 && !r.headers.get('x-preview-fallback'));
      const fallbacks = answers.filter((r) => r.headers.get('x-preview-fallback') === 'busy');
      // Every request answered, with a picture: its own card or the site's.
      expect(answers.map((r) => r.status)).toEqual(TOKENS.map(() => 200));
      expect(pictures.length + fallbacks.length).toBe(TOKENS.length);
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      expect(fallbacks.length).toBeGreaterThanOrEqual(1);
      for (const r of fallbacks) {
        expect(r.headers.get('cache-control')).toBe('no-store');
        expect((await body(r)).equals(defaultCard)).toBe(true);
      }
      for (const r of pictures) {
        expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await body(r)).equals(defaultCard)).toBe(false);
      }
      expect(h.service.previews.renderLoad().mostAtOnce).toBe(1);
      expect(h.service.previews.cardCounts()).toMatchObject({ busy: fallbacks.length });
      // A card refused once is rendered when asked again with room in the queue.
      const refusedUrl = answers.findIndex((r) => r.headers.get('x-preview-fallback'));
      const retry = await h.get(`/api/nft/preview/nft/${TOKENS[refusedUrl]}.v1.png`);
      expect(retry.headers.get('x-preview-fallback')).toBeNull();
      expect(retry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await h.stop();
    }
  }, 60_000);

  it('answers 503 with Retry-After (not a hang) when the queue is full and no default card exists yet', async () => {
    const h = await start({ PREVIEW_RENDER_THREADS: '1', PREVIEW_RENDER_QUEUE: '0' });
    try {
      const answers = await burst(h, [1, 2, 3]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 503, 503]);
      for (const r of answers.filter((a) => a.status === 503)) {
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await r.json()).toEqual({ error: { code: 'preview_busy', message: expect.any(String) } });
      }
    } finally {
      await h.stop();
    }
  }, 60_000);

  it('limits the cold renders of one address; stored cards and other addresses are not limited', async () => {
    const h = await start({ PREVIEW_COLD_RENDERS_PER_IP: '2' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    try {
      await h.get('/api/nft/preview/site.v1.png', from('10.9.0.1'));
      const first = await h.get('/api/nft/preview/nft/1.v1.png', from('10.9.0.2'));
      expect(first.headers.get('x-preview-fallback')).toBeNull();
      const second = await h.get('/api/nft/preview/nft/2.v1.png', from('10.9.0.2'));
      expect(second.headers.get('x-preview-fallback')).toBeNull();
      const third = await h.get('/api/nft/preview/nft/3.v1.png', from('10.9.0.2'));
      expect(third.status).toBe(200);
      expect(third.headers.get('x-preview-fallback')).toBe('limited');
      expect(third.headers.get('cache-control')).toBe('no-store');
      // Stored cards cost nothing from the allowance.
      const stored = await h.get('/api/nft/preview/nft/1.v1.png', from('10.9.0.2'));
      expect(stored.headers.get('x-preview-fallback')).toBeNull();
      // Another address still gets its cold card.
      const other = await h.get('/api/nft/preview/nft/3.v1.png', from('10.9.0.3'));
      expect(other.headers.get('x-preview-fallback')).toBeNull();
    } finally {
      await h.stop();
    }
  }, 60_000);
});

describeWithRedis('bounded preview rendering across replicas (Redis)', () => {
  const redis = testRedisForSuite('nacho-test:previews:*');
  eachDatabase('two nft instances on one Redis', (ctx) => {
    const contest = fixtureAndContestForSuite(ctx.db);

    it('share the stored cards and one per-IP count of cold renders', async () => {
      const redisNamespace = `nacho-test:previews:${randomUUID()}:`;
      const start = () =>
        startPreviewHarness(ctx.db(), {
          contestBase: contest.base(),
          redis: redis(),
          redisNamespace,
          env: { TRUST_PROXY: 'true', PREVIEW_COLD_RENDERS_PER_IP: '2' },
        });
      const [a, b] = [await start(), await start()];
      const from = { 'x-forwarded-for': '10.8.0.1' };
      try {
        // The default card, stored once for both.
        await a.service.previews.warmDefaultCard();
        const onA = await a.get('/api/nft/preview/nft/1.v1.png', from);
        expect(onA.headers.get('x-preview-fallback')).toBeNull();
        // B finds A's card in Redis: no render, nothing taken from the allowance.
        const onB = await b.get('/api/nft/preview/nft/1.v1.png', from);
        expect((await body(onB)).equals(await body(onA))).toBe(true);
        expect(b.service.previews.cardCounts()).toMatchObject({ store: 1, render: 0 });
        expect(await redis().exists(`${redisNamespace}preview-card:/api/nft/preview/nft/1.v1.png`)).toBe(1);
        // One cold render on B, then the address's allowance (2 a minute) is used up on both.
        expect((await b.get('/api/nft/preview/nft/2.v1.png', from)).headers.get('x-preview-fallback')).toBeNull();
        expect((await a.get('/api/nft/preview/nft/3.v1.png', from)).headers.get('x-preview-fallback')).toBe('limited');
        expect((await b.get('/api/nft/preview/nft/4.v1.png', from)).headers.get('x-preview-fallback')).toBe('limited');
      } finally {
        await a.stop();
        await b.stop();
      }
    }, 60_000);
  });
});
