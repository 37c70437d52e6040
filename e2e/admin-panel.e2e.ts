import { mkdirSync } from 'node:fs';
import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { monthName, monthYearLabel } from '@nacho/domain';
import { E2E_ADMIN_PASSCODE } from './support/admin-passcode';
import { currentContestMonth, openServerDb, seedContest } from './support/admin-seed';
import { seedWinner } from './support/contest-seed';
import { describeInBrowser, useBrowser } from './support/browser';

/** Screenshots of every tab land here for people to look at (not compared by the test). */
const SHOTS = '/tmp/nacho-admin-screenshots';

async function unlock(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Passcode').fill(E2E_ADMIN_PASSCODE);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

const statValue = (page: Page, title: string) =>
  page.locator('div.rounded-lg', { has: page.getByText(title, { exact: true }) }).locator('p.text-2xl');

describeInBrowser('admin panel (needs the session middleware)', () => {
  const session = useBrowser();
  let db: Knex;

  beforeAll(() => {
    db = openServerDb();
  });
  afterAll(async () => {
    await db.destroy();
  });
  beforeEach(async () => {
    await seedContest(db, [
      { userId: 'e2e-alice', tokenId: 7, ip: '10.1.1.1' },
      { userId: 'e2e-bob', tokenId: 7, ip: null },
      { userId: 'e2e-carol', tokenId: 7, ip: '10.1.1.3', suspicious: '15 likes within a minute' },
      { userId: 'e2e-dave', tokenId: 9, ip: '10.1.1.4' },
    ]);
  });

  it('unlocks with the passcode and locks again with the Lock button', async () => {
    const page = session.page();
    await unlock(page);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByText('Admin Access').waitFor();
    await page.reload();
    await page.getByLabel('Passcode').waitFor();
    expect(await page.getByRole('tab', { name: 'Overview' }).count()).toBe(0);
  });

  it('deletes a like from the Like Logs and the counts drop', async () => {
    const page = session.page();
    await unlock(page);
    await expect(statValue(page, 'Total Likes').textContent()).resolves.toBe('4');
    await openTab(page, 'Like Logs');
    await page.getByText('Not recorded').waitFor();
    await page.getByText('15 likes within a minute').waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    await page.getByRole('button', { name: /Delete like \d+ of NFT #9/ }).click();
    await page.getByRole('alertdialog').getByText('This removes 1 like: NFT #9 liked by a demo voter').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Like has been deleted', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Delete like \d+ of NFT #9/ }).waitFor({ state: 'detached' });
    await openTab(page, 'Overview');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('p.text-2xl')).some((p) => p.textContent === '3'),
    );
    await expect(statValue(page, 'Total Likes').textContent()).resolves.toBe('3');
    expect(await db('nft_like_counts').where({ token_id: 9 }).first('like_count')).toEqual({ like_count: 0 });
  });

  it('searches the like logs on the server and shows the empty text', async () => {
    const page = session.page();
    await unlock(page);
    await openTab(page, 'Like Logs');
    await page.getByLabel('Search like logs').fill('e2e-bob');
    await page.getByRole('tabpanel', { name: 'Like Logs' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: /Delete like \d+ of NFT #9/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /Delete like/ }).count()).toBe(1);
    await page.getByLabel('Search like logs').fill('nobody-at-all');
    await page.getByRole('tabpanel', { name: 'Like Logs' }).getByRole('button', { name: 'Search' }).click();
    await page.getByText('No like logs found matching your search criteria', { exact: true }).waitFor();
  });

  it('declares a winner, edits and deletes the entry, and the Hall of Fame follows', async () => {
    const page = session.page();
    const { year, month } = currentContestMonth();
    await unlock(page);
    await openTab(page, 'Contest Management');
    await page.getByRole('button', { name: 'Declare Winner' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.getByRole('button', { name: 'Declare Winner' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Token ID').fill('7');
    await dialog.getByRole('button', { name: 'Declare Winner' }).click();
    await page
      .getByText(`NFT #7 has been declared the winner for ${monthYearLabel(month, year)}`, { exact: true })
      .waitFor();
    const row = page.getByRole('row', { name: /#7/ });
    await row.getByText(monthName(month)).waitFor();

    const hof = await session.browser().newPage({ baseURL: session.baseUrl });
    await hof.goto('/hall-of-fame');
    await hof.getByRole('tab', { name: 'Hall of Fame History' }).click();
    await hof.getByText('#7').first().waitFor();
    await hof.close();

    await page.getByRole('button', { name: 'Edit entry of NFT #7' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Hall of Fame entry' });
    await edit.getByRole('spinbutton', { name: 'Month' }).fill('3');
    await edit.getByRole('spinbutton', { name: 'Year' }).fill('2022');
    expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await edit.getByRole('spinbutton', { name: 'Year' }).fill('2024');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hall of Fame entry has been updated', { exact: true }).waitFor();
    await page.getByRole('row', { name: /#7.*March.*2024/ }).waitFor();

    await page.getByRole('button', { name: 'Delete entry of NFT #7' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('This removes 1 entry: NFT #7, NFT of the Month for March 2024.')
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Hall of Fame entry has been deleted', { exact: true }).waitFor();
    await page.getByText('The Hall of Fame history is currently empty', { exact: true }).waitFor();
    const actions = (await db('admin_audit_log').select('action').orderBy('id')).map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual([
      'admin_sign_in',
      'declare_winner',
      'move_hall_of_fame_entry',
      'delete_hall_of_fame_entry',
    ]);
  });

  it('opens the market data reset page after the prompt', async () => {
    const page = session.page();
    await unlock(page, '/market-data-reset');
    await page.getByRole('button', { name: 'Reset Market Data History' }).waitFor();
  });

  it.each([1280, 390])(
    'every tab fits a %i px wide window (screenshots in /tmp/nacho-admin-screenshots)',
    async (width) => {
      mkdirSync(SHOTS, { recursive: true });
      // A Hall of Fame entry, so that the Contest Management tab shows its history table with Edit and Delete.
      await seedWinner(db, { year: 2026, month: 9, state: 'crowned', tokenId: 42, likeCount: 17 });
      const page = session.page();
      await page.setViewportSize({ width, height: 900 });
      await unlock(page);
      for (const tab of ['Overview', 'Like Logs', 'Contest Management', 'Audit Log']) {
        await openTab(page, tab);
        await page.getByRole('tabpanel').waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${SHOTS}/${tab.toLowerCase().replace(/ /g, '-')}-${width}.png`,
          fullPage: true,
        });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // No table scrolls sideways inside its card either (Like Logs was 765 px wide in a 356 px box).
        const overflowing = await page
          .getByRole('tabpanel')
          .evaluate(
            (panel) =>
              Array.from(panel.querySelectorAll('table')).filter(
                (t) =>
                  t.getBoundingClientRect().width > (t.parentElement?.getBoundingClientRect().width ?? Infinity) + 1,
              ).length,
          );
        if (width === 390) expect([tab, overflowing]).toEqual([tab, 0]);
      }
      // The Hall of Fame history (687 px wide in a 322 px box at 390 px, issue 41): Edit and Delete on screen.
      await openTab(page, 'Contest Management');
      for (const name of ['Edit entry of NFT #42', 'Delete entry of NFT #42']) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect([name, box.x >= 0 && box.x + box.width <= width]).toEqual([name, true]);
      }
    },
  );
});
