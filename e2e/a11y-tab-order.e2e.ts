import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { EXPLORER_SCREENS, topHolder } from './support/explorer-screens';
import { mainTabStops, outOfVisualOrder } from './support/tab-order';

describeInBrowser('explorer keyboard order at 390 px', () => {
  const session = useBrowser({ width: 390, height: 844 });
  let wallet: string;

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    wallet = await topHolder(session.baseUrl);
  });

  it.each(EXPLORER_SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: Tab moves down the page, left to right within a line',
    async (_name, screen) => {
      const page = session.page();
      await page.goto(screen.path(wallet));
      await screen.ready(page);
      const stops = await mainTabStops(page);
      // The search page has one stop while its box is empty (Search is disabled then).
      expect(stops.length).toBeGreaterThan(0);
      expect(outOfVisualOrder(stops)).toEqual([]);
    },
  );

  it('dashboard card titles do not break inside "(1 of 1)"', async () => {
    const page = session.page();
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Unique NFTs (1 of 1)' });
    await heading.waitFor();
    const lines = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(Array.from(h.querySelectorAll('span')).find((s) => s.textContent === '(1 of 1)')!);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });
});
