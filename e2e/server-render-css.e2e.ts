import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

/** The shell's stylesheet (main.<hash>.css), the only one the pages link. */
const STYLESHEET = /\/main\.[0-9a-f]+\.css$/;

/** Where the page's main parts are, and how its heading is drawn: what a late stylesheet would change. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    };
    const h1 = document.querySelector('h1');
    const style = h1 && getComputedStyle(h1);
    return {
      h1: box(h1),
      h1Style: style && [style.fontSize, style.fontWeight, style.color],
      header: box(document.querySelector('header')),
      main: box(document.querySelector('main')),
      images: Array.from(document.querySelectorAll('main img')).slice(0, 3).map(box),
    };
  });

const stylesheetApplied = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => /\/main\.[0-9a-f]+\.css$/.test(sheet.href ?? '')),
  );

describeInBrowser("the first view's critical CSS (issue 37: the first paint without the stylesheet)", () => {
  const session = useBrowser({ width: 1280, height: 900 });

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    // Each page rendered once: the loads below get a complete first view.
    for (const path of ['/', '/nft/7', '/hall-of-fame'])
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await fetch(`${session.baseUrl}${path}`);
        await response.arrayBuffer();
        if (/^(rendered|cached)$/.test(response.headers.get('x-first-view') ?? '')) break;
      }
  });

  it.each(['/', '/nft/7'])(
    '%s paints styled while the stylesheet is held back, and nothing moves when it arrives',
    async (pathname) => {
      const page = session.page();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(STYLESHEET, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      // Not page.goto: the test harness's goto waits for the app, which waits for the stylesheet.
      await page.evaluate((url) => (window.location.href = url), `${session.baseUrl}${pathname}`);
      await page.locator('h1').waitFor();
      await page.waitForFunction(() =>
        performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      );
      expect(requested).toBe(true);
      expect(await stylesheetApplied(page)).toBe(false);
      expect(await page.locator('head style').count()).toBeGreaterThan(0);
      const before = await layout(page);
      // Styled: the heading is not the browser's default h1 (2em bold black).
      expect(before.h1Style).not.toEqual(['32px', '700', 'rgb(0, 0, 0)']);
      // The page's scripts wait for the whole stylesheet: no hydration, no other route, without it.
      await page.waitForTimeout(500);
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);

      release();
      await page.waitForFunction(() =>
        Array.from(document.styleSheets).some((sheet) => /\/main\.[0-9a-f]+\.css$/.test(sheet.href ?? '')),
      );
      expect(await layout(page)).toEqual(before);
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    },
  );

  it.each([
    ['/', 390],
    ['/nft/7', 390],
    ['/', 1280],
    ['/nft/7', 1280],
  ])(
    '%s at %i px, scripts off: every element of the first paint is where the whole stylesheet puts it',
    async (pathname, width) => {
      const context = await session
        .browser()
        .newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const requested: string[] = [];
        await page.route(STYLESHEET, async (route) => {
          requested.push(route.request().url());
          await held;
          await route.continue();
        });
        await page.goto(`${session.baseUrl}${pathname}`, { waitUntil: 'commit' });
        await page.locator('h1').waitFor();
        await page.waitForTimeout(300);
        expect(await stylesheetApplied(page)).toBe(false);
        const boxes = () =>
          page.evaluate(() =>
            Array.from(document.querySelectorAll('#root *')).map((element) => {
              const rect = element.getBoundingClientRect();
              const where = [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
              return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${where}`;
            }),
          );
        const critical = await boxes();
        expect(requested).toHaveLength(1);
        const arrived = page.waitForResponse(STYLESHEET);
        release();
        await arrived;
        await page.waitForFunction(() =>
          Array.from(document.styleSheets).some((sheet) => /\/main\.[0-9a-f]+\.css$/.test(sheet.href ?? '')),
        );
        const full = await boxes();
        expect(critical.length).toBeGreaterThan(20);
        expect(critical.filter((box, i) => box !== full[i]).slice(0, 5)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('after hydration and a client-side navigation, the next route is styled as when loaded on its own', async () => {
    const page = session.page();
    await page.route(STYLESHEET, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate((url) => (window.location.href = url), `${session.baseUrl}/`);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await page.getByRole('link', { name: 'Hall of Fame' }).first().click();
    await page.waitForURL('**/hall-of-fame');
    await page.getByRole('heading', { level: 1, name: 'NACHO Hall of Fame' }).waitFor();
    expect(await stylesheetApplied(page)).toBe(true);
    const navigated = await layout(page);

    const direct = await session
      .browser()
      .newPage({ baseURL: session.baseUrl, viewport: { width: 1280, height: 900 } });
    try {
      await direct.goto('/hall-of-fame');
      await direct.getByRole('heading', { level: 1, name: 'NACHO Hall of Fame' }).waitFor();
      const loaded = await layout(direct);
      expect(navigated.h1Style).toEqual(loaded.h1Style);
      expect(navigated.h1).toEqual(loaded.h1);
    } finally {
      await direct.close();
    }
  });
});
