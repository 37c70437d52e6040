import path from 'node:path';
import { describeInBrowser, useBrowser } from './support/browser';
import { seedMonthLikes, seedWinner } from './support/contest-seed';
import { emptyContestForSuite } from './support/empty-contest';
import { readHarnessState } from './support/harness-state';

// 13 NFTs liked this month: token 100+i has 13-i likes (so #100 leads), and two past winners.
const LIKED = Array.from({ length: 13 }, (_, i) => ({ tokenId: 100 + i, likes: 13 - i }));

describeInBrowser('Hall of Fame and Current Rankings', () => {
  const session = useBrowser();
  emptyContestForSuite(session.baseUrl, async (db) => {
    await seedMonthLikes(db, LIKED);
    await seedWinner(db, { year: 2026, month: 9, state: 'crowned', tokenId: 42, likeCount: 17 });
    await seedWinner(db, { year: 2026, month: 10, state: 'crowned', tokenId: 7, likeCount: 25 });
  });

  const shotDir = () => process.env.CONTEST_SCREENSHOT_DIR ?? readHarnessState().workDir;
  const shot = (name: string) =>
    session.page().screenshot({ path: path.join(shotDir(), `${name}.png`), fullPage: true });

  it('shows the countdown, the NFT of the Month, the podium, the runner-ups and the history', async () => {
    const page = session.page();
    await page.goto('/hall-of-fame');
    await page.getByRole('heading', { level: 1, name: 'NACHO Hall of Fame' }).waitFor();
    const timer = page.getByRole('timer');
    await timer.getByText(/CES?T: the NFT with the most likes is crowned NFT of the Month/).waitFor();
    const seconds = await page.getByTestId('countdown-seconds').textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="countdown-seconds"]')?.textContent !== before,
      seconds,
    );

    const month = page.getByLabel('NFT of the Month');
    await month.getByRole('heading', { name: 'NACHO #7' }).waitFor();
    await month.getByText('October 2026').waitFor();
    await page.getByRole('heading', { name: /Current Top Entries/ }).waitFor();
    await page.getByLabel('Gold: NACHO #100, 13 likes').waitFor();
    await page.getByLabel('Silver: NACHO #101, 12 likes').waitFor();
    await page.getByLabel('Bronze: NACHO #102, 11 likes').waitFor();
    await page.getByRole('heading', { name: 'Runner Ups' }).waitFor();
    expect(await page.getByRole('link', { name: /^NACHO #1(0[3-9])$/ }).count()).toBe(7);
    await shot('hall-of-fame-1280');

    await page.getByRole('tab', { name: 'Hall of Fame History' }).click();
    const history = page.getByRole('list', { name: 'Hall of Fame history' });
    await history.getByText('October 2026', { exact: true }).waitFor();
    const items = await history.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/October 2026.*NACHO #7.*25 likes/);
    expect(items[1]).toMatch(/September 2026.*NACHO #42.*17 likes/);

    await page.getByRole('tab', { name: "Current Month's Selection" }).click();
    await page.getByRole('link', { name: 'View all rankings' }).click();
    await page.waitForURL('**/all-liked-nfts');
  });

  it("ranks, sorts, searches and pages the month's liked NFTs", async () => {
    const page = session.page();
    await page.goto('/all-liked-nfts');
    await page.getByText('Showing 1 to 10 of 13 results').waitFor();
    const firstRowCells = async () =>
      (await page.getByRole('row').nth(1).getByRole('cell').allTextContents()).map((c) => c.trim());
    expect((await firstRowCells()).slice(0, 4)).toEqual(['#1', expect.any(String), '#100', '13']);
    await shot('rankings-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11 to 13 of 13 results').waitFor();
    // Paged on the server: the summary reads the new page before its rows arrive.
    await page.getByRole('row').nth(1).getByRole('cell').first().getByText('#11', { exact: true }).waitFor();
    expect((await firstRowCells())[2]).toBe('#110');

    await page.getByRole('button', { name: 'Likes', exact: true }).click();
    await page.getByText('Showing 1 to 10 of 13 results').waitFor();
    // Sorted on the server: the summary reads the same before the new page arrives.
    await page.getByRole('row').nth(1).getByRole('cell').first().getByText('#13', { exact: true }).waitFor();
    expect((await firstRowCells()).slice(0, 4)).toEqual(['#13', expect.any(String), '#112', '1']);

    await page.getByRole('searchbox', { name: 'Search by token ID or like count' }).fill('105');
    await page.getByText('Showing 1 to 1 of 1 result').waitFor();
    expect((await firstRowCells()).slice(0, 4)).toEqual(['#6', expect.any(String), '#105', '8']);

    await page.getByRole('searchbox', { name: 'Search by token ID or like count' }).fill('99999');
    await page.getByText('No NFTs found matching your search criteria').waitFor();
    await page.getByRole('button', { name: 'Reset Search' }).click();
    await page.getByText('Showing 1 to 10 of 13 results').waitFor();

    await page.getByRole('link', { name: 'Back to Hall of Fame' }).click();
    await page.waitForURL('**/hall-of-fame');
  });

  it('fits a phone screen (390 px)', async () => {
    const context = await session
      .browser()
      .newContext({ viewport: { width: 390, height: 844 }, baseURL: session.baseUrl });
    try {
      const page = await context.newPage();
      for (const [route, name] of [
        ['/hall-of-fame', 'hall-of-fame-390'],
        ['/all-liked-nfts', 'rankings-390'],
      ] as const) {
        await page.goto(route);
        await page
          .getByText(route === '/hall-of-fame' ? 'Current Top Entries' : 'Showing 1 to 10 of 13 results', {
            exact: false,
          })
          .first()
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({ path: path.join(shotDir(), `${name}.png`), fullPage: true });
      }
    } finally {
      await context.close();
    }
  });
});
