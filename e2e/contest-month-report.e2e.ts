import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createContestSigner, sealMonth } from '@nacho/contest';
import { contestMonth, monthYearLabel } from '@nacho/domain';
import { describeInBrowser, useBrowser } from './support/browser';
import { seedMonthLikes, seedWinner } from './support/contest-seed';
import { emptyContestForSuite } from './support/empty-contest';
import { readHarnessState } from './support/harness-state';
import { REPO_ROOT } from './support/all-in-one-server';
import { resetRuntimeConfig, writeRuntimeConfigOverrides } from './support/runtime-config-file';
import { startStaticServer } from './support/static-server';

// This month: token 300+i has 8-i likes, so the crowning order is #300, #301, ... #307 (36 likes).
const LIKED = Array.from({ length: 8 }, (_, i) => ({ tokenId: 300 + i, likes: 8 - i }));
const TOTAL_LIKES = LIKED.reduce((sum, { likes }) => sum + likes, 0);
const EXPORT_COLUMNS = ['likeId', 'tokenId', 'voter', 'likedAt', 'removedByModerator'];

describeInBrowser('Contest month report', () => {
  const session = useBrowser();
  const { year, month } = contestMonth(Date.now(), 'Europe/Berlin');
  const reportPath = `/hall-of-fame/${year}/${month}`;
  emptyContestForSuite(session.baseUrl, (db) => seedMonthLikes(db, LIKED));

  const shotDir = () => {
    const dir = process.env.CONTEST_SCREENSHOT_DIR ?? readHarnessState().workDir;
    mkdirSync(dir, { recursive: true });
    return dir;
  };

  /** The standings as shown: "#rank NACHO #id" and the link target of each row, top to bottom. */
  async function standings(page: Page) {
    const list = page.getByRole('list', { name: /standings/i });
    await list.getByRole('listitem').first().waitFor();
    const rows = list.getByRole('listitem');
    const out: Array<{ rank: string; name: string; href: string | null; likes: string }> = [];
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      const text = (await row.textContent()) ?? '';
      const link = row.getByRole('link');
      out.push({
        rank: text.match(/^#\d+/)?.[0] ?? '',
        name: (await link.textContent()) ?? '',
        href: await link.getAttribute('href'),
        likes: text.match(/(\d+) likes?$/)?.[1] ?? '',
      });
    }
    return out;
  }

  async function checkDownloads(page: Page) {
    const csvLink = page.getByRole('link', { name: 'Likes (CSV)' });
    const jsonLink = page.getByRole('link', { name: 'Likes (JSON)' });
    const csvHref = await csvLink.getAttribute('href');
    const jsonHref = await jsonLink.getAttribute('href');
    expect(csvHref).toMatch(new RegExp(`/api/hall-of-fame/months/${year}/0?${month}/likes\\.csv$`));
    expect(jsonHref).toMatch(new RegExp(`/api/hall-of-fame/months/${year}/0?${month}/likes\\.json$`));

    const csv = await page.request.get(new URL(csvHref!, page.url()).toString());
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]!.split(',').map((c) => c.replace(/"/g, ''))).toEqual(EXPORT_COLUMNS);
    expect(lines.slice(1).filter((line) => line.endsWith(',false'))).toHaveLength(TOTAL_LIKES);

    const json = await page.request.get(new URL(jsonHref!, page.url()).toString());
    expect(json.status()).toBe(200);
    const likes = (await json.json()) as Array<Record<string, unknown>>;
    expect(likes.filter((like) => like.removedByModerator === false)).toHaveLength(TOTAL_LIKES);
    expect(Object.keys(likes[0]!).sort()).toEqual([...EXPORT_COLUMNS].sort());
    expect(likes.filter((like) => like.tokenId === 300)).toHaveLength(8);
    expect(
      likes.every((like) => typeof like.likedAt === 'string' && new Date(like.likedAt).toISOString() === like.likedAt),
    ).toBe(true);
  }

  it('at 1280 px: reached from the Hall of Fame, the standings in crowning order, the outcome and the downloads', async () => {
    const page = session.page();
    await page.goto('/hall-of-fame');
    await page.getByRole('link', { name: "See this month's standings" }).click();
    await page.waitForURL(`**${reportPath}`);
    await page.getByRole('heading', { level: 1, name: monthYearLabel(month, year) }).waitFor();

    const rows = await standings(page);
    expect(rows).toEqual(
      LIKED.map(({ tokenId, likes }, i) => ({
        rank: `#${i + 1}`,
        name: `NACHO #${tokenId}`,
        href: `/nft/${tokenId}`,
        likes: String(likes),
      })),
    );
    await page.getByRole('heading', { name: 'Standings so far' }).waitFor();
    await page.getByTestId('month-state').getByText('Open').waitFor();
    expect(await page.getByLabel('Totals').textContent()).toContain(String(TOTAL_LIKES));

    await checkDownloads(page);
    await page.screenshot({ path: path.join(shotDir(), 'month-report-1280.png'), fullPage: true });

    await page
      .getByRole('list', { name: /standings/i })
      .getByRole('link', { name: 'NACHO #301' })
      .click();
    await page.waitForURL('**/nft/301');
  });

  it('at 390 px: rows stack inside the screen, no horizontal scroll, keyboard reaches the downloads', async () => {
    const context = await session
      .browser()
      .newContext({ viewport: { width: 390, height: 844 }, baseURL: session.baseUrl });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(reportPath);
      const rows = await standings(page);
      expect(rows.map((row) => row.name)).toEqual(LIKED.map(({ tokenId }) => `NACHO #${tokenId}`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const boxes = await page
        .getByRole('list', { name: /standings/i })
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      for (const [i, box] of boxes.entries()) {
        expect(box.right).toBeLessThanOrEqual(390);
        if (i > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
      }
      await checkDownloads(page);
      await page.screenshot({ path: path.join(shotDir(), 'month-report-390.png'), fullPage: true });

      // Keyboard: Tab from the top of the page reaches the CSV download.
      await page.locator('body').focus();
      let reached = false;
      for (let i = 0; i < 60 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Likes (CSV)');
      }
      expect(reached).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a month the contest does not know says so', async () => {
    const page = session.page();
    await page.goto('/hall-of-fame/2099/1');
    await page.getByText('No contest month for January 2099').waitFor();
  });

  it('a month that cannot exist (2026/13) says it does not exist', async () => {
    const page = session.page();
    await page.goto('/hall-of-fame/2026/13');
    await page.getByText('This month does not exist').waitFor();
    expect(await page.getByText(/still to come/).count()).toBe(0);
  });
});

/** A month whose winner the operator already chose while it runs: how the report shows it (issue 41). */
describeInBrowser('Contest month report: this month, with a declared winner', () => {
  const session = useBrowser();
  const { year, month } = contestMonth(Date.now(), 'Europe/Berlin');
  emptyContestForSuite(session.baseUrl, async (db) => {
    await seedMonthLikes(db, LIKED);
    // NACHO #301 (7 likes, second in the standings) chosen by the operator.
    await seedWinner(db, { year, month, state: 'declared', tokenId: 301, likeCount: 7, by: 'e2e' });
  });

  it.each([1280, 390])(
    'at %i px: the outcome does not promise a crowning, and the "Winner" badge keeps its word',
    async (width) => {
      const context = await session
        .browser()
        .newContext({ viewport: { width, height: 900 }, baseURL: session.baseUrl });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        await page.goto(`/hall-of-fame/${year}/${month}`);
        const outcome = page.getByRole('region', { name: 'Outcome' });
        await outcome.getByTestId('month-state').getByText('Declared by the operator').waitFor();
        const text = (await outcome.textContent()) ?? '';
        expect(text).toContain('NACHO #301 was chosen by the contest operator');
        expect(text).not.toMatch(/Open|when the month ends is its NFT of the Month/);

        // The winner's row: the badge shows its word beside the crown at every width, inside the row.
        const row = page
          .getByRole('list', { name: /standings/i })
          .getByRole('listitem')
          .nth(1);
        const word = await row.getByText('Winner', { exact: true }).boundingBox();
        const rowBox = await row.boundingBox();
        expect(word!.width).toBeGreaterThan(20);
        expect(word!.x + word!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: path.join(
            process.env.CONTEST_SCREENSHOT_DIR ?? readHarnessState().workDir,
            `month-report-declared-${width}.png`,
          ),
          fullPage: true,
        });
      } finally {
        await context.close();
      }
    },
  );
});

/** Last month, crowned and sealed: the report shows the seal and checks it in the browser (issue 40). */
describeInBrowser('Contest month report: a sealed month, verified in the browser', () => {
  const session = useBrowser();
  const now = Date.now();
  const current = contestMonth(now, 'Europe/Berlin');
  const last =
    current.month === 1 ? { year: current.year - 1, month: 12 } : { year: current.year, month: current.month - 1 };
  const lastKey = `${last.year}-${String(last.month).padStart(2, '0')}`;
  // The middle of last month: every like below falls in it.
  const at = Date.UTC(last.year, last.month - 1, 14, 12);
  emptyContestForSuite(session.baseUrl, async (db) => {
    await db('users')
      .insert(Array.from({ length: 5 }, (_, i) => ({ id: `e2e-sealed-${i}`, created_at: 0, updated_at: 0 })))
      .onConflict('id')
      .ignore();
    // #310 has 5 likes, #311 has 3: #310 is crowned.
    const likes = [310, 310, 310, 310, 310, 311, 311, 311].map((tokenId, i) => ({
      user_id: `e2e-sealed-${i % 5}`,
      token_id: tokenId,
      created_at: at + i * 60_000,
      like_date: `${lastKey}-14`,
      contest_month: lastKey,
    }));
    await db('nft_likes').insert(likes);
    await db('nft_like_counts').insert(
      [
        [310, 5, at + 4 * 60_000],
        [311, 3, at + 7 * 60_000],
      ].map(([tokenId, count, reachedAt]) => ({
        token_id: tokenId,
        reset_year: last.year,
        reset_month: last.month,
        like_count: count,
        updated_at: reachedAt,
        count_reached_at: reachedAt,
      })),
    );
    await seedWinner(db, { ...last, state: 'crowned', tokenId: 310, likeCount: 5 });
    // The seal as the server's contest-seal job makes it, with the server's key (made in its DATA_DIR).
    const dataDir = path.join(readHarnessState().workDir, 'data');
    const signer = createContestSigner({ dataDir, contestSigning: { retired: [] } });
    expect(await sealMonth(db, signer, last, Date.now())).toMatchObject({ sequence: 1, likes: 8 });
  });

  /** Clicks "Verify in this browser" and answers the result's text and where the check ran. */
  async function verifyInBrowser(seal: Locator) {
    await seal.getByRole('button', { name: 'Verify in this browser' }).click();
    // The check's outcome, whatever it is: the assertions then show its words.
    const outcome = seal.locator('[data-checked-in]');
    await outcome.waitFor();
    return { text: await seal.textContent(), checkedIn: await outcome.getAttribute('data-checked-in') };
  }

  it.each([1280, 390])(
    'at %i px: shows the seal, and "Verify in this browser" checks every like in a Web Worker',
    async (width) => {
      const context = await session
        .browser()
        .newContext({ viewport: { width, height: 900 }, baseURL: session.baseUrl });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const workers: string[] = [];
        page.on('worker', (worker) => workers.push(worker.url()));
        await page.goto(`/hall-of-fame/${last.year}/${last.month}`);
        const seal = page.getByRole('region', { name: 'Seal' });
        await seal.waitFor();
        expect(await seal.textContent()).toContain('1 · crowned');
        expect(await seal.textContent()).toContain('8 (8 counted)');
        const { text, checkedIn } = await verifyInBrowser(seal);
        expect(text).toContain('Verified: the 8 likes match seal 1.');
        expect(text).toContain('Recount: NACHO #310 leads with 5 likes.');
        // The standalone worker script beside the remote's files, not the page's thread.
        expect(checkedIn).toBe('worker');
        expect(workers).toEqual([`${session.baseUrl}/mfe/contest/workers/verify-month.js`]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await seal.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(
            process.env.CONTEST_SCREENSHOT_DIR ?? readHarnessState().workDir,
            `month-report-sealed-${width}.png`,
          ),
          fullPage: true,
        });
      } finally {
        await context.close();
      }
    },
  );

  it('runs the same check on the page when the worker script cannot load', async () => {
    const page = session.page();
    await page.route('**/workers/verify-month.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(`/hall-of-fame/${last.year}/${last.month}`);
    const { text, checkedIn } = await verifyInBrowser(page.getByRole('region', { name: 'Seal' }));
    expect(checkedIn).toBe('page');
    expect(text).toContain('Verified: the 8 likes match seal 1.');
    expect(text).toContain('Recount: NACHO #310 leads with 5 likes.');
  });

  describe('with the contest remote on another origin (a CDN)', () => {
    let cdn: Awaited<ReturnType<typeof startStaticServer>>;
    beforeAll(async () => {
      const copy = path.join(readHarnessState().workDir, 'contest-on-cdn-seal');
      cpSync(path.join(REPO_ROOT, 'mfe-contest', 'dist'), copy, { recursive: true });
      cdn = await startStaticServer(copy);
      writeRuntimeConfigOverrides({ remotes: { contest: `${cdn.origin}/mf-manifest.json` } });
    });
    afterAll(async () => {
      resetRuntimeConfig();
      await cdn.close();
    });

    it("starts the worker from the remote's origin, under the page's CSP", async () => {
      const page = session.page();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`/hall-of-fame/${last.year}/${last.month}`);
      const { text, checkedIn } = await verifyInBrowser(page.getByRole('region', { name: 'Seal' }));
      expect(requested).toContain(`${cdn.origin}/remoteEntry.js`);
      expect(requested).toContain(`${cdn.origin}/workers/verify-month.js`);
      expect(checkedIn).toBe('worker');
      expect(text).toContain('Verified: the 8 likes match seal 1.');
      expect(violations).toEqual([]);
    });
  });
});
