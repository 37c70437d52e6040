import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSCODE } from './support/admin-passcode';
import { openServerDb } from './support/admin-seed';
import { REPO_ROOT } from './support/all-in-one-server';
import { describeInBrowser, useBrowser } from './support/browser';
import { readHarnessState } from './support/harness-state';

/** Screenshots for people to look at (not compared by the test). */
const SHOTS = '/tmp/shots';
const WIDTHS = [1280, 390];

const noHorizontalScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * Issue 28 in the browser, on the all-in-one server (SQLite, inline jobs): the freshness line and
 * the out-of-date banner on explorer screens, and the admin panel's System tab with a backup made
 * by `npm run backup` against the running server.
 */
describeInBrowser('data freshness and the System tab', () => {
  const session = useBrowser();
  let db: Knex;
  const inserted: number[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    db = openServerDb();
  });
  /** Back to the server's own runs, so that every test (and every other test file) starts from them. */
  const removeInserted = async () => {
    if (inserted.length) await db('sync_runs').whereIn('id', inserted.splice(0)).del();
  };
  afterEach(removeInserted);
  afterAll(async () => {
    await removeInserted();
    await db.destroy();
  });

  it.each(WIDTHS)(
    'shows "Data as of" on explorer screens, and at %i px a banner once the indexer fails, with the data still there',
    async (width) => {
      const page = session.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByTestId('collection-freshness-as-of').waitFor();
      expect(await page.getByTestId('collection-freshness-banner').count()).toBe(0);
      // The NACHO indexer starts failing: two failed syncs after the last success.
      const now = Date.now();
      for (const at of [now - 1000, now]) {
        const [row] = await db('sync_runs')
          .insert({
            started_at: at - 2000,
            finished_at: at,
            outcome: 'failed',
            error: 'indexer unreachable: connect ECONNREFUSED',
          })
          .returning('id');
        inserted.push(Number(typeof row === 'object' ? row.id : row));
      }
      await page.goto('/');
      const banner = page.getByTestId('collection-freshness-banner');
      await banner.waitFor();
      // The site's one time format: 24-hour time and the zone (and the date on another day).
      expect(await banner.textContent()).toMatch(
        /^The NACHO indexer has not answered since (\d{1,2} \w{3}, )?\d{2}:\d{2} \S+; showing data from (\d{1,2} \w{3}, )?\d{2}:\d{2} \S+\.$/,
      );
      // The data stays usable under the banner.
      await page.getByRole('region', { name: 'Collection Stats' }).getByTestId('unique-holders').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/freshness-banner-${width}.png`, fullPage: false });
      await noHorizontalScroll(page, width);

      // Every other explorer screen that shows collection data says so too.
      const holders = (await (await fetch(`${session.baseUrl}/api/nft/holders`)).json()) as {
        result: { topHolders: Array<{ address: string }> };
      };
      const wallet = holders.result.topHolders[0]!.address;
      for (const screen of [
        '/nft/1',
        '/traits',
        '/all-holders',
        '/search-nacho',
        '/special-nfts',
        `/wallet/${wallet}`,
      ]) {
        await page.goto(screen);
        await page.getByTestId('collection-freshness-banner').waitFor();
        await page.getByTestId('collection-freshness-as-of').waitFor();
      }
    },
  );

  it.each(WIDTHS)(
    'the System tab at %i px: sync runs, no queue in embedded mode, crowning months and the backup just made',
    async (width) => {
      // npm run backup against the running server's database (one read transaction of its SQLite file).
      const { workDir } = readHarnessState();
      const out = execFileSync(process.execPath, ['scripts/backup.mjs'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: path.join(workDir, 'data'), LOG_LEVEL: 'silent' },
      })
        .toString()
        .trim()
        .split('\n');
      const file = out[out.length - 1]!;
      expect(file).toMatch(/nacho-backup-\d{8}T\d{6}Z(-\d+)?\.ndjson\.gz$/);

      const page = session.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await page.getByLabel('Passcode').fill(E2E_ADMIN_PASSCODE);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await page.getByRole('tab', { name: 'System' }).click();
      const panel = page.getByRole('tabpanel', { name: 'System' });
      await panel.getByTestId('system-sync').waitFor();
      await panel.getByRole('table', { name: 'Last sync runs' }).getByText('Synced').first().waitFor();
      await panel.getByText('No queue: this server runs its jobs inline in one process', { exact: false }).waitFor();
      await panel.getByTestId('system-months').waitFor();
      expect(await panel.getByTestId('system-backups').textContent()).toContain(path.basename(file));
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/system-tab-${width}.png`, fullPage: true });
      await noHorizontalScroll(page, width);
    },
  );

  it("shows every time in one format with its zone: the visitor's zone for data, the contest zone for the contest (issue 41)", async () => {
    // A visitor in New York: the data times are in EST, the contest's month end stays in the contest zone.
    const context = await session
      .browser()
      .newContext({ viewport: { width: 1280, height: 900 }, baseURL: session.baseUrl, timezoneId: 'America/New_York' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      // The server renders its own zone; the visitor's comes after hydration (an effect, a render later than
      // data-app-ready): wait until the time names the visitor's zone, however loaded the machine.
      const inVisitorZone = (testId: string) =>
        page.waitForFunction(
          (id) => /EST$/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? ''),
          testId,
          { timeout: 30_000 },
        );
      await page.goto('/');
      await inVisitorZone('collection-freshness-as-of');
      await inVisitorZone('market-as-of');
      const clock = /^(\d{1,2} [A-Z][a-z]{2}( \d{4})?, )?\d{2}:\d{2} /;
      const asOf = page.getByTestId('collection-freshness-as-of');
      await asOf.waitFor();
      expect((await asOf.textContent())!.replace('Data as of ', '')).toMatch(new RegExp(`${clock.source}EST$`));
      const market = page.getByTestId('market-as-of');
      await market.waitFor();
      // Not "04:45 AM": the same 24-hour format as every other time.
      expect((await market.textContent())!.replace('as of ', '')).toMatch(new RegExp(`${clock.source}EST$`));

      await page.goto('/hall-of-fame');
      const timer = page.getByRole('timer');
      await timer
        .getByText(/the NFT with the most likes is crowned|was chosen by the contest operator|already this month/)
        .waitFor();
      expect(await timer.textContent()).toMatch(/\d{1,2} [A-Z][a-z]{2}( \d{4})?, 00:00 CES?T[:.] /);
    } finally {
      await context.close();
    }
  });
});
