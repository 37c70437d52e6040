import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { RuntimeConfig } from '@nacho/contracts';
import {
  createPageRenderer,
  type FirstViewOutcome,
  type PageRenderer,
  type PageRendererOptions,
} from './page-renderer';

/**
 * A stand-in for the shell's server build (shell/dist/server/main.js): the real one needs the
 * webpack builds and is exercised by the browser tests (e2e/server-render.e2e.ts). Its answers
 * follow the path, and it says which thread and which remote versions rendered it.
 */
const FAKE_SHELL = `
let renders = 0;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
exports.renderPage = async (request) => {
  renders += 1;
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/throws') throw new Error('the shell blew up');
  if (url.pathname === '/admin') return { kind: 'client', html: '', complete: true, degraded: [], timings: { reads: 0, render: 0 } };
  await wait(Number(url.searchParams.get('ms') ?? 0));
  const entries = Object.keys(request.remoteEntries).sort().join(',');
  const complete = url.pathname !== '/partial' && entries === 'admin,contest,explorer';
  return {
    kind: 'rendered',
    html: '<main>' + url.pathname + ' render ' + renders + ' thread ' + require('node:worker_threads').threadId + ' remotes ' + JSON.stringify(request.remoteEntries) + '</main>',
    state: { api: { queries: { 'q(1)': { status: 'fulfilled', data: '</script><script>alert(1)</script>' } }, provided: {} } },
    complete,
    degraded: complete ? [] : ['partial'],
    timings: { reads: 1, render: 1 },
  };
};
`;

const config: RuntimeConfig = {
  apiBase: '',
  collectionName: 'NACHO',
  imageGateways: [],
  remotes: {
    explorer: '/mfe/explorer/mf-manifest.json',
    contest: '/mfe/contest/mf-manifest.json',
    admin: '/mfe/admin/mf-manifest.json',
  },
};

/** The remotes' static hosts: server-build.json per remote, a version to change, a remote to take down. */
const versions: Record<string, string | null> = {};
let staticHost: Server;
let origin: string;
let dir: string;
let shellEntry: string;
const renderers: PageRenderer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nacho-page-render-'));
  shellEntry = path.join(dir, 'main.js');
  writeFileSync(shellEntry, FAKE_SHELL);
  staticHost = createServer((req, res) => {
    const match = /^\/mfe\/(\w+)\/server\/server-build\.json$/.exec(req.url ?? '');
    const version = match ? versions[match[1]!] : null;
    // A static host that takes the connection and never answers.
    if (version === 'hang') return;
    if (!version) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ version, entry: 'remoteEntry.js' }));
  });
  await new Promise<void>((resolve) => staticHost.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(staticHost.address() as AddressInfo).port}`;
});

beforeEach(() => {
  Object.assign(versions, { explorer: 'e1', contest: 'c1', admin: 'a1' });
});

afterEach(async () => {
  await Promise.all(renderers.splice(0).map((renderer) => renderer.close()));
});

afterAll(async () => {
  await new Promise((resolve) => staticHost.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function renderer(options: Partial<PageRendererOptions> = {}): PageRenderer {
  const created = createPageRenderer({
    shellServerEntry: shellEntry,
    apiOrigin: () => origin,
    remoteBuilds: { ttlMs: 0 },
    ...options,
  });
  renderers.push(created);
  return created;
}

const html = (outcome: FirstViewOutcome) => outcome.view?.html ?? `(${outcome.reason})`;

/** fetch, counting its calls (the remotes' server-build.json reads). */
function countingFetch() {
  const counter = {
    count: 0,
    fetch: ((input, init) => {
      counter.count += 1;
      return fetch(input, init);
    }) as typeof fetch,
  };
  return counter;
}

describe('createPageRenderer', () => {
  it('renders on a worker thread, never on the caller’s, with each remote’s versioned server entry', async () => {
    const outcome = await renderer().firstView('/nft/1', config);
    expect(outcome.view).toMatchObject({ kind: 'rendered', complete: true, cached: false });
    expect(html(outcome)).toContain('/nft/1 render 1');
    const thread = Number(/thread (\d+)/.exec(html(outcome))![1]);
    expect(thread).not.toBe(threadId);
    expect(html(outcome)).toContain(`"explorer":"${origin}/mfe/explorer/server/remoteEntry.js?v=e1"`);
  });

  it("cuts the page's critical CSS on the worker from the stylesheet the shell's index.html links, and none without one", async () => {
    const shellDist = path.join(dir, 'shell-dist');
    mkdirSync(shellDist, { recursive: true });
    writeFileSync(path.join(shellDist, 'main.abc.css'), 'main{display:block}.sidebar{width:10rem}');
    writeFileSync(
      path.join(shellDist, 'index.html'),
      '<html><head><link href=/main.abc.css rel=stylesheet></head><body><div id=root></div></body></html>',
    );
    const { view } = await renderer({ shellDist }).firstView('/nft/2', config);
    expect(view?.criticalCss).toEqual({ stylesheets: ['/main.abc.css'], css: 'main{display:block}' });
    expect(view?.timings.css).toBeGreaterThanOrEqual(0);
    // The fake shell's own folder has no index.html.
    expect((await renderer().firstView('/nft/2', config)).view?.criticalCss).toBeUndefined();
  });

  it('embeds the data as an inert JSON block: a value cannot close the script element', async () => {
    const { view } = await renderer().firstView('/', config);
    expect(view?.stateJson).not.toContain('</script>');
    expect(JSON.parse(view!.stateJson!).api.queries['q(1)'].data).toBe('</script><script>alert(1)</script>');
  });

  it('serves a complete render from the cache until the data version or a remote changes', async () => {
    let dataVersion = 'collection 1';
    const pages = renderer({ dataVersion: () => dataVersion });
    expect(html(await pages.firstView('/traits', config))).toContain('render 1');
    const again = await pages.firstView('/traits', config);
    expect(again.view?.cached).toBe(true);
    expect(html(again)).toContain('render 1');
    // Every hit hands out the same frozen view: what a caller builds from it may be kept beside it.
    expect((await pages.firstView('/traits', config)).view).toBe(again.view);
    expect(Object.isFrozen(again.view)).toBe(true);

    dataVersion = 'collection 2';
    expect(html(await pages.firstView('/traits', config))).toContain('render 2');
    expect((await pages.firstView('/traits', config)).view?.cached).toBe(true);

    // The contest remote deployed alone: a new version, a new URL, a new render (the version is read in
    // the background: the request that starts the read is answered with what was known).
    versions.contest = 'c2';
    let redeployed = await pages.firstView('/traits', config);
    for (let tries = 0; redeployed.view?.cached && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      redeployed = await pages.firstView('/traits', config);
    }
    expect(redeployed.view?.cached).toBe(false);
    expect(html(redeployed)).toContain('render 3');
    expect(html(redeployed)).toContain('/mfe/contest/server/remoteEntry.js?v=c2');
  });

  it("looks up a page's cached view without ever rendering it (what a replayed page checks)", async () => {
    let dataVersion = 'collection 1';
    const pages = renderer({ dataVersion: () => dataVersion });
    expect(await pages.cachedFirstView('/all-holders', config)).toBeUndefined();
    expect(pages.stats().rendered).toBe(0);
    await pages.firstView('/all-holders', config);
    const cached = (await pages.firstView('/all-holders', config)).view;
    expect(await pages.cachedFirstView('/all-holders', config)).toBe(cached);

    dataVersion = 'collection 2';
    expect(await pages.cachedFirstView('/all-holders', config)).toBeUndefined();
    expect(pages.stats().rendered).toBe(1);
  });

  it('reads each remote’s version at most once per ttl', async () => {
    // Its own count: reads that an earlier test's renderer started may still reach the static host.
    const reads = countingFetch();
    const pages = renderer({ remoteBuilds: { ttlMs: 60_000, fetch: reads.fetch } });
    await pages.firstView('/a', config);
    await pages.firstView('/b', config);
    await Promise.all([pages.firstView('/c', config), pages.firstView('/d', config)]);
    expect(reads.count).toBe(3);
  });

  it("reads a known remote's version again only after 10 s by default, not on every page after a pause of 2 s", async () => {
    const reads = countingFetch();
    const pages = renderer({ remoteBuilds: { fetch: reads.fetch } });
    await pages.firstView('/a', config);
    expect(reads.count).toBe(3);
    const start = Date.now();
    const now = jest.spyOn(Date, 'now');
    const pageAt = async (ms: number) => {
      now.mockReturnValue(start + ms);
      await pages.firstView('/a', config);
      await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      await pageAt(2_500);
      await pageAt(9_000);
      expect(reads.count).toBe(3);
      await pageAt(10_500);
      expect(reads.count).toBe(6);
    } finally {
      now.mockRestore();
    }
  });

  it("starts a known remote's re-read after the asking page's turn, not within it (its fetch stays off the page's path)", async () => {
    const reads = countingFetch();
    const pages = renderer({ remoteBuilds: { ttlMs: 0, fetch: reads.fetch } });
    await pages.firstView('/a', config);
    expect(reads.count).toBe(3); // the first reads: the page waits for them
    const view = (await pages.firstView('/a', config)).view;
    expect(await pages.cachedFirstView('/a', config)).toBe(view);
    expect(reads.count).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.count).toBe(6);
  });

  it('leaves a remote whose server build does not answer to the browser, and does not cache that page', async () => {
    versions.contest = null;
    const pages = renderer();
    const outcome = await pages.firstView('/hall-of-fame', config);
    expect(outcome.view).toMatchObject({ complete: false, degraded: ['partial'] });
    expect(html(outcome)).not.toContain('contest');
    expect((await pages.firstView('/hall-of-fame', config)).view?.cached).toBe(false);

    versions.contest = 'c1';
    let back = await pages.firstView('/hall-of-fame', config);
    for (let tries = 0; !back.view?.complete && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      back = await pages.firstView('/hall-of-fame', config);
    }
    expect(back.view?.complete).toBe(true);
  });

  it('gives up on a static host that never answers after its deadline, leaving that remote to the browser', async () => {
    versions.admin = 'hang';
    const pages = renderer({ remoteBuilds: { ttlMs: 0, timeoutMs: 300 } });
    const outcome = await pages.firstView('/', config);
    expect(outcome.view?.complete).toBe(false);
    expect(html(outcome)).not.toContain('/mfe/admin/');
    expect(html(outcome)).toContain('/mfe/explorer/server/remoteEntry.js?v=e1');
  });

  it('keeps a known remote while its static host does not answer for a while (busy, restarting), not after a definite "none"', async () => {
    const pages = renderer({ remoteBuilds: { ttlMs: 0, timeoutMs: 200, keepOnFailureMs: 60_000 } });
    expect((await pages.firstView('/a', config)).view?.complete).toBe(true);
    versions.contest = 'hang';
    // Each request starts a read that times out; the pages meanwhile render with the version read last.
    for (let i = 0; i < 3; i += 1) {
      expect(html(await pages.firstView('/b', config))).toContain('/mfe/contest/server/remoteEntry.js?v=c1');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await pages.firstView('/b', config)).view?.cached).toBe(true);
    // The host answers that there is no server build: the remote is left to the browser at once.
    versions.contest = null;
    await pages.firstView('/c', config);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(html(await pages.firstView('/c', config))).not.toContain('/mfe/contest/');
  });

  it('leaves a known remote to the browser once its static host has not answered for keepOnFailureMs', async () => {
    const pages = renderer({ remoteBuilds: { ttlMs: 0, timeoutMs: 100, keepOnFailureMs: 300 } });
    expect((await pages.firstView('/a', config)).view?.complete).toBe(true);
    versions.contest = 'hang';
    let outcome = await pages.firstView('/b', config);
    for (let tries = 0; outcome.view?.complete && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      outcome = await pages.firstView('/b', config);
    }
    expect(outcome.view).toMatchObject({ complete: false, degraded: ['partial'] });
    expect(html(outcome)).not.toContain('/mfe/contest/');
  });

  it('answers without a view, never with an error, when the shell throws, is not built, or the API origin is unknown', async () => {
    const warnings: string[] = [];
    const pages = renderer({ logger: { warn: (_details, message) => warnings.push(message) } });
    await expect(pages.firstView('/throws', config)).resolves.toEqual({ reason: 'unavailable' });
    expect(warnings).toEqual([expect.stringContaining('the first view failed')]);
    // The same threads go on rendering.
    expect((await pages.firstView('/nft/2', config)).view?.complete).toBe(true);

    const unbuilt = renderer({ shellServerEntry: path.join(dir, 'no-such-build.js') });
    await expect(unbuilt.firstView('/', config)).resolves.toEqual({ reason: 'unavailable' });
    const noOrigin = renderer({ apiOrigin: () => undefined });
    await expect(noOrigin.firstView('/', config)).resolves.toEqual({ reason: 'unavailable' });
  });

  it('says "client" for pages rendered in the browser only', async () => {
    await expect(renderer().firstView('/admin', config)).resolves.toEqual({ reason: 'client' });
  });

  it('renders one page once for all the visitors asking for it at the same time', async () => {
    const pages = renderer({ remoteBuilds: { ttlMs: 60_000 } });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => pages.firstView('/?ms=100', config)));
    expect(new Set(outcomes.map(html)).size).toBe(1);
    expect(pages.stats()).toMatchObject({ rendered: 1 });
  });

  it('is bounded: hundreds of different pages at once get running + queued renders, the rest are "busy", and it recovers', async () => {
    const pages = renderer({ threads: 1, concurrentPerThread: 2, maxQueue: 10, remoteBuilds: { ttlMs: 60_000 } });
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) => pages.firstView(`/wallet/${i}?ms=150`, config)),
    );
    const rendered = outcomes.filter((o) => o.view).length;
    const busy = outcomes.filter((o) => o.reason === 'busy').length;
    // 2 running at once, 10 waiting; what came in while those were taken was turned away.
    expect(rendered).toBeGreaterThanOrEqual(12);
    expect(rendered).toBeLessThan(30);
    expect(rendered + busy).toBe(300);
    expect(pages.stats()).toMatchObject({ busy, failed: 0 });

    expect((await pages.firstView('/wallet/after', config)).view?.complete).toBe(true);
  }, 30_000);

  it('loads a new shell build on fresh threads', async () => {
    const pages = renderer();
    expect(html(await pages.firstView('/x', config))).toContain('render 1');
    writeFileSync(shellEntry, FAKE_SHELL.replace("'<main>'", "'<main>new shell '"));
    const later = new Date(Date.now() + 5000);
    utimesSync(shellEntry, later, later);
    const realNow = Date.now;
    // The build's modification time is checked at most every 2 s.
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 3000);
    try {
      expect(html(await pages.firstView('/y', config))).toContain('new shell /y render 1');
    } finally {
      jest.restoreAllMocks();
      writeFileSync(shellEntry, FAKE_SHELL);
    }
  });
});
