import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Db } from '@nacho/core';
import { contestMonth } from '@nacho/domain';
import { describeInBrowser, useBrowser } from './support/browser';
import { clearContest, openServerDatabase, seedMonthLikes } from './support/contest-seed';
import { waitForSyncedCollection } from './support/demo-collection';

// 101 NFTs liked this month: token 1000+i has 1 + (i % 5) likes, so the 101st is on page 11.
const LIKED = Array.from({ length: 101 }, (_, i) => ({ tokenId: 1000 + i, likes: 1 + (i % 5) }));
const HIDDEN_MESSAGE = 'The Hall of Fame is currently hidden. Check back soon.';
const shotDir = () => process.env.CONTEST_SCREENSHOT_DIR ?? '/tmp/shots';

/** Presses Next to page 11, waiting each time for the new page's first rank (the summary changes before the rows arrive). */
async function lastPage(page: Page, firstRank: () => Locator) {
  await page.getByText('Showing 1 to 10 of 101 results').waitFor();
  for (let p = 2; p <= 11; p++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing ${(p - 1) * 10 + 1} to ${Math.min(101, p * 10)} of 101 results`).waitFor();
    await firstRank()
      .getByText(`#${(p - 1) * 10 + 1}`, { exact: true })
      .waitFor();
  }
}

describeInBrowser('Current Rankings with 101 liked NFTs, signed-out likes and a hidden Hall of Fame', () => {
  const session = useBrowser();
  let db: Db;
  let lastToken: number;

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    db = openServerDatabase();
    await clearContest(db);
    await seedMonthLikes(db, LIKED);
    const reply = (await (await fetch(`${session.baseUrl}/api/hall-of-fame/rankings?limit=1&offset=100`)).json()) as {
      nfts: Array<{ tokenId: number }>;
    };
    lastToken = reply.nfts[0]!.tokenId;
  }, 70_000);
  afterAll(async () => {
    await db?.('site_settings').del();
    await db?.destroy();
  });

  it('1280 px: lists all 101 (the 101st on page 11) in a table with thumbnail and Details', async () => {
    const page = session.page();
    await page.goto('/all-liked-nfts');
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: path.join(shotDir(), 'rankings-1280.png'), fullPage: true });
    await lastPage(page, () => page.getByRole('row').nth(1).getByRole('cell').first());
    const row = page.getByRole('row').nth(1);
    expect((await row.getByRole('cell').nth(0).textContent())?.trim()).toBe('#101');
    await row.getByRole('link', { name: `#${lastToken}`, exact: true }).waitFor();
    expect(await row.getByRole('img', { name: `NACHO #${lastToken}` }).isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: `Details of NACHO #${lastToken}` }).isVisible()).toBe(true);
  });

  it('390 px: stacked rows keep the thumbnail, likes, like button and Details, without sideways scrolling', async () => {
    const context = await session
      .browser()
      .newContext({ viewport: { width: 390, height: 844 }, baseURL: session.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/all-liked-nfts');
      const list = page.getByRole('list', { name: 'Current rankings' });
      await list.getByRole('listitem').first().waitFor();
      expect(await page.getByRole('table').isVisible()).toBe(false);
      const first = list.getByRole('listitem').first();
      expect(await first.getByRole('img').isVisible()).toBe(true);
      expect(await first.getByRole('link', { name: /^Details of NACHO #\d+$/ }).isVisible()).toBe(true);
      expect(await first.getByRole('button', { name: /NACHO #\d+/ }).isVisible()).toBe(true);
      for (const item of await list.getByRole('listitem').all()) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(shotDir(), 'rankings-390.png'), fullPage: true });
      await lastPage(page, () => list.getByRole('listitem').first());
      await list.getByRole('link', { name: `Details of NACHO #${lastToken}` }).waitFor();
      // The cards' own sort button (the table's Likes header is not shown below 640 px): fewest likes first.
      await page.getByRole('button', { name: 'Most likes first' }).click();
      await page.getByText('Showing 1 to 10 of 101 results').waitFor();
      await list.getByRole('listitem').nth(9).waitFor();
      expect((await list.getByRole('listitem').first().textContent())?.startsWith('#101')).toBe(true);
      expect((await list.getByRole('listitem').nth(1).textContent())?.startsWith('#100')).toBe(true);
      await page.getByRole('button', { name: 'Fewest likes first' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('signed out, pressing like sends no request and offers "Sign in", which asks the page for the sign-in dialog', async () => {
    const page = session.page();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/likes/nft/')) posts.push(r.url());
    });
    await page.goto('/all-liked-nfts');
    await page.getByRole('table').waitFor();
    await page.evaluate(() => {
      (window as unknown as { signInRequests: number }).signInRequests = 0;
      window.addEventListener(
        'nacho:open-sign-in-dialog',
        () => void (window as unknown as { signInRequests: number }).signInRequests++,
      );
    });
    const like = page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Like NACHO #\d+/ });
    // The header's Sign in button is enabled once the session probe said "signed out".
    await page.locator('header button:has-text("Sign in"):not([disabled])').waitFor();
    await page.waitForFunction(() => !document.querySelector('tbody button[aria-pressed]')?.hasAttribute('disabled'));
    await like.click();
    await page.getByText('Sign in to like', { exact: true }).waitFor();
    const signIn = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Sign in' });
    await signIn.click();
    expect(await page.evaluate(() => (window as unknown as { signInRequests: number }).signInRequests)).toBe(1);
    expect(posts).toEqual([]);
  });

  it('hidden: the dashboard, /hall-of-fame, /all-liked-nfts and the month report show one message, no winner and no "Vote Now"', async () => {
    await db('site_settings')
      .insert({ key: 'hall_of_fame_visible', value: 'false', updated_at: Date.now() })
      .onConflict('key')
      .merge(['value', 'updated_at']);
    const { year, month } = contestMonth(Date.now(), 'Europe/Berlin');
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await session.browser().newContext({ viewport, baseURL: session.baseUrl });
      try {
        const page = await context.newPage();
        await page.goto('/');
        const banner = page.getByRole('region', { name: 'NFT of the Month' });
        await banner.getByText(HIDDEN_MESSAGE).waitFor();
        await page.getByRole('region', { name: 'Partners' }).waitFor();
        expect(await page.getByRole('link', { name: /Vote Now/ }).count()).toBe(0);
        expect(await page.getByRole('region', { name: 'Hall of Fame' }).count()).toBe(0);
        expect(await page.getByText(HIDDEN_MESSAGE).count()).toBe(1);
        await page.screenshot({
          path: path.join(shotDir(), `dashboard-hidden-hall-of-fame-${viewport.width}.png`),
          fullPage: true,
        });
        for (const route of ['/hall-of-fame', '/all-liked-nfts', `/hall-of-fame/${year}/${month}`]) {
          await page.goto(route);
          await page.getByText(HIDDEN_MESSAGE).waitFor();
          expect(await page.getByRole('table').count()).toBe(0);
          expect(await page.getByRole('list', { name: /standings|Current rankings/i }).count()).toBe(0);
        }
      } finally {
        await context.close();
      }
    }
    await db('site_settings').del();
  });
});
