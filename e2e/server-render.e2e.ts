import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { REPO_ROOT } from './support/all-in-one-server';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { signInAsDemoVoter } from './support/demo-voter';
import { resetRuntimeConfig, writeRuntimeConfigOverrides } from './support/runtime-config-file';
import { startStaticServer, type StaticServer } from './support/static-server';

/** The text of the page's body as a reader without scripts gets it: tags out, whitespace folded. */
const bodyText = (html: string) =>
  html
    // React's separators between adjacent texts ("NFTs (<!-- -->490<!-- -->)") are no space.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** The first view the server embedded: the endpoint and the arguments of every reply. */
function embeddedQueries(html: string): string[] {
  const block = /<script type="application\/json" id="server-render-state">([^<]*)<\/script>/.exec(html);
  return block ? Object.keys(JSON.parse(block[1]!).api.queries) : [];
}

/** A phone as Chromium on Android presents itself: it sends Sec-CH-UA-Mobile: ?1. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

interface RenderedRoute {
  path: string;
  /** Texts of the page's content (from its data) that the raw HTML must carry. */
  texts: string[];
  /** API paths the browser must not ask again after the page loads (the embedded data). */
  embedded: RegExp[];
}

describeInBrowser('the first view from the server (issue 37)', () => {
  const session = useBrowser({ width: 390, height: 844 });
  let routes: RenderedRoute[];
  let largestWallet: string;

  const fetchPage = async (pathname: string) => {
    const response = await fetch(`${session.baseUrl}${pathname}`);
    return { response, html: await response.text() };
  };

  /**
   * Fetches `pathname` until the server sends its complete first view (at most 5 times). A page's
   * first render after the server starts, after a data version moved (a sync, another file's like)
   * or after the runtime config changed loads code and reads afresh; on a loaded machine a read may
   * then miss its budget, and the page goes out "partial", as it should, and is not cached. The tests
   * that are about the complete page render it first. Returns the last answer, with the reasons the
   * server gave for a partial one (X-First-View-Missing, outside production), for the failure message.
   */
  async function completeFirstView(pathname: string) {
    let answer = await fetchPage(pathname);
    for (let attempt = 1; attempt < 5 && !/^(rendered|cached)$/.test(firstViewOf(answer.response)); attempt += 1) {
      answer = await fetchPage(pathname);
    }
    return {
      ...answer,
      firstView: firstViewOf(answer.response),
      partialBecause: answer.response.headers.get('x-first-view-missing'),
    };
  }
  const firstViewOf = (response: Response) => response.headers.get('x-first-view') ?? '';

  /** Loads `pathname` in Chromium and collects console errors and warnings and the API reads after the page's own. */
  async function visit(page: Page, pathname: string) {
    const problems: string[] = [];
    const apiReads: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(`${url.pathname}${url.search}`);
    });
    const response = await page.goto(pathname);
    await page.waitForLoadState('networkidle');
    return { problems, apiReads, firstView: response?.headers()['x-first-view'] };
  }

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    const holders = (await (await fetch(`${session.baseUrl}/api/nft/holders`)).json()).result as {
      uniqueHolders: number;
      topHolders: { address: string; count: number }[];
    };
    largestWallet = holders.topHolders[0]!.address;
    const nft = (await (await fetch(`${session.baseUrl}/api/nft/nfts/7/detail`)).json()).result as { owner: string };
    const traits = (await (await fetch(`${session.baseUrl}/api/nft/trait-stats`)).json()).result as {
      traitStats: { name: string }[];
    };
    routes = [
      {
        path: '/',
        texts: ['NACHO Dashboard', holders.uniqueHolders.toLocaleString('en-US')],
        embedded: [/^\/api\/nft\/holders$/, /^\/api\/nft\/special$/, /^\/api\/hall-of-fame\/nft-of-the-month$/],
      },
      {
        path: '/nft/7',
        texts: ['NACHO #7', 'Owned by', `title="${nft.owner}"`],
        // The picture too: it is in the page (its first view carries it inline).
        embedded: [/^\/api\/nft\/nfts\/7\/detail$/, /^\/api\/nft\/image\/7\.svg$/],
      },
      {
        path: `/wallet/${largestWallet}`,
        texts: ['Wallet Details', `NFTs (${holders.topHolders[0]!.count.toLocaleString('en-US')})`],
        embedded: [/^\/api\/nft\/wallets\//],
      },
      {
        path: '/traits',
        texts: ['Trait Statistics', traits.traitStats[0]!.name],
        embedded: [/^\/api\/nft\/trait-stats/],
      },
      {
        path: '/all-holders',
        texts: ['All NACHO NFT Holders', largestWallet.slice(-6)],
        embedded: [/^\/api\/nft\/holders\/page/],
      },
      { path: '/hall-of-fame', texts: ['NACHO Hall of Fame'], embedded: [/^\/api\/hall-of-fame\/top/] },
      { path: '/all-liked-nfts', texts: ['Current Rankings'], embedded: [/^\/api\/hall-of-fame\/rankings/] },
    ];
    for (const route of routes) await completeFirstView(route.path);
  });

  afterEach(() => resetRuntimeConfig());

  it("carries each page's content and data in its HTML, with only inert data blocks besides the page's own scripts", async () => {
    for (const route of routes) {
      const { response, html, firstView, partialBecause } = await completeFirstView(route.path);
      expect({ path: route.path, firstView, partialBecause }).toEqual({
        path: route.path,
        firstView: expect.stringMatching(/^(rendered|cached)$/),
        partialBecause: null,
      });
      const text = bodyText(html);
      // A text, or markup such as an attribute (written with its quotes), of the page's content.
      const missing = route.texts.filter((expected) => !(expected.includes('"') ? html : text).includes(expected));
      expect({ path: route.path, missing }).toEqual({ path: route.path, missing: [] });
      expect(embeddedQueries(html).length).toBeGreaterThan(0);
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
      expect(scripts.every((attributes) => /\bsrc=|type="application\/json"/.test(attributes))).toBe(true);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;| )/);
      expect(response.headers.get('content-security-policy')).not.toMatch(
        /unsafe-inline'[^;]*;.*script|script-src[^;]*'unsafe/,
      );
    }
  });

  it("carries the NFT page's picture inline, the service's own SVG, which the phone shows without a request", async () => {
    const { html } = await completeFirstView('/nft/7');
    const drawn = await (await fetch(`${session.baseUrl}/api/nft/image/7.svg`)).text();
    const src = /<img src="data:image\/svg\+xml;charset=utf-8,([^"]*)"[^>]* alt="NACHO #7"/.exec(html)?.[1] ?? '';
    const unescaped = src
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
    expect(decodeURIComponent(unescaped.replace(/&amp;/g, '&'))).toBe(drawn);
    // With the same bytes in the data the page hydrates from, so that the browser renders the same <img>.
    expect(embeddedQueries(html)).toContain('getNftPicture(7)');

    const page = session.page();
    const { problems, apiReads } = await visit(page, '/nft/7');
    const shown = await page.getByRole('img', { name: 'NACHO #7' }).evaluate((image: HTMLImageElement) => ({
      scheme: image.currentSrc.slice(0, 5),
      width: image.naturalWidth,
      opacity: getComputedStyle(image).opacity,
    }));
    expect({ shown, problems }).toEqual({ shown: { scheme: 'data:', width: 400, opacity: '1' }, problems: [] });
    expect(apiReads.filter((read) => read.startsWith('/api/nft/image/'))).toEqual([]);
  });

  it("renders a month's report, and a month without one as not found, from the server", async () => {
    const { html } = await fetchPage('/hall-of-fame/2001/1');
    expect(bodyText(html)).toContain('No contest month for January 2001');
  });

  it('hydrates without reading the embedded data again and without a hydration warning, in another zone and locale', async () => {
    const context = await session.browser().newContext({
      baseURL: session.baseUrl,
      viewport: { width: 390, height: 844 },
      timezoneId: 'America/Los_Angeles',
      locale: 'de-DE',
    });
    try {
      for (const route of routes) {
        let page = await context.newPage();
        let { problems, apiReads, firstView } = await visit(page, route.path);
        // As in beforeAll: on a loaded machine a page rendered afresh (the data version moved: a sync)
        // may miss its read budget and go out partial, which the browser then reads, as it should.
        for (let attempt = 1; firstView === 'partial' && attempt < 3; attempt += 1) {
          await page.close();
          page = await context.newPage();
          ({ problems, apiReads, firstView } = await visit(page, route.path));
        }
        expect({ path: route.path, problems }).toEqual({ path: route.path, problems: [] });
        const again = apiReads.filter((read) => route.embedded.some((pattern) => pattern.test(read)));
        expect({ path: route.path, again, firstView }).toEqual({
          path: route.path,
          again: [],
          firstView: expect.stringMatching(/^(rendered|cached)$/),
        });
        // Hydrated: the page responds (React's handlers are attached).
        await page.getByRole('button', { name: 'Open search' }).click();
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it("starts a page's scripts once its content is parsed on a desktop, from <head> on a phone; each asked for once", async () => {
    const scriptPreloadsInHead = (html: string) =>
      [
        ...html
          .slice(0, html.indexOf('</head>'))
          .matchAll(/<link rel=["']?preload["']? as=["']?script["']?[^>]*?\shref=["']?([^"'\s>]+)/g),
      ].map((match) => match[1]!);
    const desktop = await session.browser().newContext({ baseURL: session.baseUrl });
    const phone = await session.browser().newContext({ baseURL: session.baseUrl, ...PHONE });
    try {
      for (const route of routes) {
        await completeFirstView(route.path);
        const page = async (mobileHint: string) => {
          const response = await fetch(`${session.baseUrl}${route.path}`, {
            headers: { 'Sec-CH-UA-Mobile': mobileHint },
          });
          expect(response.headers.get('vary')).toMatch(/Sec-CH-UA-Mobile/i);
          return response.text();
        };
        const desktopHtml = await page('?0');
        // Nothing is preloaded from <head>: main.js is found at the page's end by the preload scanner,
        // and the route's scripts and its remote's manifest are listed after the content.
        const head = desktopHtml.slice(0, desktopHtml.indexOf('</head>'));
        expect({ path: route.path, preloads: head.match(/<link rel=["']?preload[^>]*>/g) ?? [] }).toEqual({
          path: route.path,
          preloads: [],
        });
        const block = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(desktopHtml);
        expect(desktopHtml.indexOf('id="page-scripts"')).toBeGreaterThan(desktopHtml.indexOf('id="root"'));
        const entries = JSON.parse(block![1]!) as { href: string; as?: string }[];
        expect(entries).toEqual(
          expect.arrayContaining([
            { href: expect.stringMatching(/^\/mfe\/[a-z]+\/remoteEntry\.js$/) },
            {
              href: expect.stringMatching(/^\/mfe\/[a-z]+\/mf-manifest\.json$/),
              crossorigin: 'anonymous',
              as: 'fetch',
            },
          ]),
        );
        const listed = entries.map((entry) => entry.href);
        const listedScripts = entries.filter((entry) => entry.as === undefined).map((entry) => entry.href);

        const phoneHtml = await page('?1');
        expect(phoneHtml).not.toContain('id="page-scripts"');
        expect(scriptPreloadsInHead(phoneHtml)).toEqual(expect.arrayContaining(listedScripts));

        // In Chromium, as a desktop and as a phone, on a page of each remote: each script and the
        // manifest were asked for once (the federation runtime's own requests found the preloads),
        // and the page hydrated.
        if (route.path !== '/' && route.path !== '/hall-of-fame') continue;
        for (const context of [desktop, phone]) {
          const tab = await context.newPage();
          const requested: string[] = [];
          tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
          await tab.goto(route.path);
          await tab.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
          await tab.waitForLoadState('networkidle');
          const times = Object.fromEntries(listed.map((href) => [href, requested.filter((p) => p === href).length]));
          expect({ path: route.path, times }).toEqual({
            path: route.path,
            times: Object.fromEntries(listed.map((href) => [href, 1])),
          });
          await tab.close();
        }
      }
    } finally {
      await desktop.close();
      await phone.close();
    }
  });

  it('shows the content and working links with JavaScript disabled', async () => {
    const owner = ((await (await fetch(`${session.baseUrl}/api/nft/nfts/7/detail`)).json()).result as { owner: string })
      .owner;
    // Without scripts a partial page (a read over its budget) stays without its content: render each first.
    for (const pathname of ['/', '/hall-of-fame', '/nft/7', `/wallet/${owner}`]) {
      const { firstView, partialBecause } = await completeFirstView(pathname);
      expect({ pathname, firstView, partialBecause }).toEqual({
        pathname,
        firstView: expect.stringMatching(/^(rendered|cached)$/),
        partialBecause: null,
      });
    }
    const context = await session.browser().newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'NACHO Dashboard' }).waitFor();
      expect(await page.getByText('Loading page...').count()).toBe(0);
      await page.getByRole('link', { name: 'Hall of Fame' }).first().click();
      await page.waitForURL('**/hall-of-fame');
      await page.getByRole('heading', { level: 1, name: 'NACHO Hall of Fame' }).waitFor();
      await page.goto('/nft/7');
      await page.getByRole('heading', { level: 1, name: 'NACHO #7' }).waitFor();
      await page.getByText('Owned by').waitFor();
      const owner = page.locator('a[href^="/wallet/"]').first();
      await owner.click();
      await page.waitForURL('**/wallet/**');
      await page.getByRole('heading', { level: 1, name: 'Wallet Details' }).waitFor();
      await expect(page.locator('noscript').textContent()).resolves.toContain('readable');
    } finally {
      await context.close();
    }
  });

  describe('a remote whose server code is down or broken', () => {
    let dir: string;
    let cdn: StaticServer;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'nacho-ssr-remote-'));
      cpSync(path.join(REPO_ROOT, 'mfe-contest', 'dist'), dir, { recursive: true });
      cdn = await startStaticServer(dir);
    });
    afterAll(async () => {
      await cdn?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      ['missing', () => rmSync(path.join(dir, 'server'), { recursive: true, force: true })],
      [
        'throwing when it loads',
        () => {
          cpSync(path.join(REPO_ROOT, 'mfe-contest', 'dist', 'server'), path.join(dir, 'server'), { recursive: true });
          writeFileSync(
            path.join(dir, 'server', 'remoteEntry.js'),
            'throw new Error("the contest server code is broken");',
          );
          writeFileSync(
            path.join(dir, 'server', 'server-build.json'),
            JSON.stringify({ version: `broken-${Date.now()}`, entry: 'remoteEntry.js' }),
          );
        },
      ],
    ])(
      '%s: the page is sent with the shell only and the browser renders that part, no error page',
      async (_how, breakIt) => {
        breakIt();
        writeRuntimeConfigOverrides({ remotes: { contest: `${cdn.origin}/mf-manifest.json` } });
        const { response, html } = await fetchPage('/hall-of-fame');
        expect(response.status).toBe(200);
        expect(response.headers.get('x-first-view')).toBe('partial');
        expect(bodyText(html)).toContain('Wallet Explorer');
        expect(bodyText(html)).not.toContain('NACHO Hall of Fame');

        const page = session.page();
        const { problems } = await visit(page, '/hall-of-fame');
        await page.getByRole('heading', { level: 1, name: 'NACHO Hall of Fame' }).waitFor();
        expect(await page.getByText('This part of the site is unavailable right now').count()).toBe(0);
        expect(problems).toEqual([]);
        // Not hydrated (the server had no page to hydrate): no data block, the browser renders the page.
        expect(embeddedQueries(html)).toEqual([]);
        // The explorer's pages are not affected; the NFT page's like button (the contest's) is then the browser's.
        const traits = await completeFirstView('/traits');
        expect({ firstView: traits.firstView, partialBecause: traits.partialBecause }).toEqual({
          firstView: expect.stringMatching(/^(rendered|cached)$/),
          partialBecause: null,
        });
        expect(bodyText((await fetchPage('/nft/7')).html)).toContain('Owned by');
      },
    );
  });

  it('renders a page again when its data changes (a like is a new contest version), and serves it from the cache until then', async () => {
    /** "Showing 1 to 10 of N results": how many NFTs have likes this month (the list's first page need not show #4242). */
    const likedNfts = (html: string) => Number(/ of (\d+) results/.exec(bodyText(html))?.[1]);
    await fetchPage('/all-liked-nfts');
    const before = await fetchPage('/all-liked-nfts');
    expect(before.response.headers.get('x-first-view')).toBe('cached');

    const page = session.page();
    await signInAsDemoVoter(page, session.baseUrl);
    const liked = await page.request.post(`${session.baseUrl}/api/likes/nft/4242`, {
      headers: { Origin: session.baseUrl, 'content-type': 'application/json' },
    });
    expect(liked.status()).toBe(200);

    // No other test likes #4242: it is one more liked NFT.
    const { response, html } = await fetchPage('/all-liked-nfts');
    expect(response.headers.get('x-first-view')).toBe('rendered');
    expect(likedNfts(html)).toBe(likedNfts(before.html) + 1);
  });

  it('keeps the like count live after hydration (the live event stream)', async () => {
    const page = session.page();
    await visit(page, '/nft/9');
    const button = page.getByRole('button', { name: /^Like NACHO #9, \d+ likes? this month$/ });
    await button.waitFor();
    const before = Number(/, (\d+) like/.exec((await button.getAttribute('aria-label'))!)![1]);
    const voter = await session.browser().newContext({ baseURL: session.baseUrl });
    try {
      const other = await voter.newPage();
      await signInAsDemoVoter(other, session.baseUrl);
      const reply = await other.request.post(`${session.baseUrl}/api/likes/nft/9`, {
        headers: { Origin: session.baseUrl, 'content-type': 'application/json' },
      });
      expect(reply.status()).toBe(200);
      await page
        .getByRole('button', { name: new RegExp(`^Like NACHO #9, ${before + 1} likes? this month$`) })
        .waitFor();
    } finally {
      await voter.close();
    }
  });
});
