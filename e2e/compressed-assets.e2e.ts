import type { Page, Response } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

/** Every URL the page's document names: scripts, stylesheets, preloads and module preloads (the build minifies the HTML: the browser parses it). */
function referencedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...Array.from(document.querySelectorAll('script[src]')).map((element) => (element as HTMLScriptElement).src),
    ...Array.from(
      document.querySelectorAll('link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"]'),
    ).map((element) => (element as HTMLLinkElement).href),
  ]);
}

const isScriptOrStyle = (url: string) => /\.(m?js|css)$/.test(new URL(url).pathname);
/** The build compresses files above 1 KB (packages/frontend-build); smaller ones gain nothing. */
const COMPRESSION_THRESHOLD = 1024;

describeInBrowser('compressed static assets', () => {
  const session = useBrowser();
  // The pages' preload hints name API reads, which answer once the demo collection is synced.
  beforeAll(() => waitForSyncedCollection(session.baseUrl));

  it("answers the browser's JS and CSS with brotli, varying by Accept-Encoding", async () => {
    const page = session.page();
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (isScriptOrStyle(response.url()) && response.status() === 200) assets.push(response);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'NACHO Dashboard' }).waitFor();
    await page.getByTestId('top-holder-row').first().waitFor();

    expect(assets.map((response) => response.url())).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/main\.js$/),
        expect.stringMatching(/\/mfe\/explorer\/remoteEntry\.js$/),
      ]),
    );
    let compressed = 0;
    for (const response of assets) {
      const headers = await response.allHeaders();
      const large = (await response.body()).length > COMPRESSION_THRESHOLD;
      expect({ url: response.url(), encoding: headers['content-encoding'], vary: headers['vary'] }).toEqual({
        url: response.url(),
        encoding: large ? 'br' : undefined,
        vary: 'Accept-Encoding',
      });
      if (large) compressed += 1;
    }
    expect(compressed).toBeGreaterThan(10);
  });

  it('answers a client that only takes gzip with gzip, and one that takes nothing uncompressed', async () => {
    const page = session.page();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const scripts = (await referencedUrls(page)).filter(isScriptOrStyle);
    expect(scripts.length).toBeGreaterThan(3);
    for (const url of scripts) {
      const identity = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect([url, identity.status, identity.headers.get('content-encoding')]).toEqual([url, 200, null]);
      const text = await identity.text();
      const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const expected = text.length > COMPRESSION_THRESHOLD ? 'gzip' : null;
      expect([url, gzip.status, gzip.headers.get('content-encoding'), gzip.headers.get('vary')]).toEqual([
        url,
        200,
        expected,
        'Accept-Encoding',
      ]);
      expect(await gzip.text()).toBe(text);
    }
  });

  it.each(['/', '/nft/7', '/hall-of-fame'])(
    '%s names no file that is missing: scripts, styles, preloads, remote manifests and entries',
    async (path) => {
      const pageUrl = `${session.baseUrl}${path}`;
      const page = session.page();
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const urls = await referencedUrls(page);
      const inlined = await page.evaluate(() => document.getElementById('runtime-config')?.textContent);
      const config = JSON.parse(inlined ?? (await (await fetch(`${session.baseUrl}/runtime-config.json`)).text())) as {
        remotes: Record<string, string>;
      };
      for (const manifestUrl of Object.values(config.remotes)) {
        const manifest = new URL(manifestUrl, pageUrl);
        const reply = await fetch(manifest);
        expect([manifest.href, reply.status]).toEqual([manifest.href, 200]);
        const { metaData } = (await reply.json()) as { metaData: { remoteEntry: { path: string; name: string } } };
        urls.push(new URL(`${metaData.remoteEntry.path}${metaData.remoteEntry.name}`, manifest).href);
      }
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls) {
        const reply = await fetch(url);
        expect([url, reply.status]).toEqual([url, 200]);
      }
    },
  );
});
