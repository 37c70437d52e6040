import type { Page } from 'playwright-core';
import type { Db } from '@nacho/core';
import { contestMonth } from '@nacho/domain';
import { seriousAxeViolations } from './support/axe';
import { describeInBrowser, useBrowser } from './support/browser';
import { seedMonthLikes, seedWinner } from './support/contest-seed';
import { emptyContestForSuite } from './support/empty-contest';
import { mainTabStops, outOfVisualOrder } from './support/tab-order';

// 13 NFTs liked this month (two pages of rankings, a podium and runner-ups) and a past winner.
const LIKED = Array.from({ length: 13 }, (_, i) => ({ tokenId: 200 + i, likes: 13 - i }));

const { year, month } = contestMonth(Date.now(), 'Europe/Berlin');

/** Each public contest screen, and what shows once it has loaded. */
const SCREENS: Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
  {
    name: 'Hall of Fame',
    path: '/hall-of-fame',
    ready: (page) => page.getByRole('heading', { name: /Current Top Entries/ }).waitFor(),
  },
  {
    name: 'Current Rankings',
    path: '/all-liked-nfts',
    ready: (page) => page.getByText('Showing 1 to 10 of 13 results').waitFor(),
  },
  {
    name: 'month report',
    path: `/hall-of-fame/${year}/${month}`,
    ready: (page) => page.getByRole('heading', { name: /standings/i }).waitFor(),
  },
];

/** This month's likes and a past winner. */
async function seedContest(db: Db): Promise<void> {
  await seedMonthLikes(db, LIKED);
  await seedWinner(db, { year: 2026, month: 1, state: 'crowned', tokenId: 42, likeCount: 17 });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describeInBrowser(`contest accessibility (axe-core) at ${viewport.width} px`, () => {
    const session = useBrowser(viewport, { bypassCSP: true });
    emptyContestForSuite(session.baseUrl, seedContest);

    it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s has no serious or critical violation',
      async (_name, screen) => {
        const page = session.page();
        await page.goto(screen.path);
        await screen.ready(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
    );

    it('the Hall of Fame history tab has no serious or critical violation', async () => {
      const page = session.page();
      await page.goto('/hall-of-fame');
      await page.getByRole('tab', { name: 'Hall of Fame History' }).click();
      await page.getByRole('list', { name: 'Hall of Fame history' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

describeInBrowser('contest keyboard order at 390 px', () => {
  const session = useBrowser({ width: 390, height: 844 });
  emptyContestForSuite(session.baseUrl, seedContest);

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: Tab moves down the page, left to right within a line',
    async (_name, screen) => {
      const page = session.page();
      await page.goto(screen.path);
      await screen.ready(page);
      const stops = await mainTabStops(page);
      expect(stops.length).toBeGreaterThan(2);
      expect(outOfVisualOrder(stops)).toEqual([]);
    },
  );

  it('the Hall of Fame history tab: Tab moves down the page, left to right within a line', async () => {
    const page = session.page();
    await page.goto('/hall-of-fame');
    await page.getByRole('tab', { name: 'Hall of Fame History' }).click();
    await page.getByRole('list', { name: 'Hall of Fame history' }).waitFor();
    const stops = await mainTabStops(page);
    expect(stops.length).toBeGreaterThan(2);
    expect(outOfVisualOrder(stops)).toEqual([]);
  });
});
