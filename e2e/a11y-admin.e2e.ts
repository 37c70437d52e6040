import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSCODE } from './support/admin-passcode';
import { openServerDb, seedContest } from './support/admin-seed';
import { seriousAxeViolations } from './support/axe';
import { describeInBrowser, useBrowser } from './support/browser';
import { mainTabStops, outOfVisualOrder } from './support/tab-order';

const TABS = ['Overview', 'Like Logs', 'Contest Management', 'Audit Log', 'System'];

async function unlocked(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Passcode').fill(E2E_ADMIN_PASSCODE);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
  await page.waitForLoadState('networkidle');
}

const LIKES = [
  { userId: 'e2e-alice', tokenId: 7, ip: '10.1.1.1' },
  { userId: 'e2e-bob', tokenId: 7, ip: null },
  { userId: 'e2e-carol', tokenId: 7, ip: '10.1.1.3', suspicious: '15 likes within a minute' },
  { userId: 'e2e-dave', tokenId: 9, ip: '10.1.1.4' },
];

/** Issue 30: every admin screen passes axe (WCAG 2.1 AA) as the explorer and contest screens do, and has a 390 px tab order test. */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describeInBrowser(`admin accessibility (axe-core) at ${viewport.width} px`, () => {
    const session = useBrowser(viewport, { bypassCSP: true });
    let db: Knex;
    beforeAll(async () => {
      db = openServerDb();
      await seedContest(db, LIKES);
    });
    afterAll(() => db?.destroy());

    it('the passcode prompt has no serious or critical violation', async () => {
      const page = session.page();
      await page.context().clearCookies();
      await page.goto('/admin');
      await page.getByLabel('Passcode').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    it.each(TABS)('the %s tab has no serious or critical violation', async (tab) => {
      const page = session.page();
      await unlocked(page);
      await openTab(page, tab);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    it('the market data reset page and its confirmation have no serious or critical violation', async () => {
      const page = session.page();
      await unlocked(page, '/market-data-reset');
      await page.getByRole('button', { name: 'Reset Market Data History' }).click();
      await page.getByRole('alertdialog').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
    });
  });
}

describeInBrowser('admin keyboard order at 390 px', () => {
  const session = useBrowser({ width: 390, height: 844 });
  let db: Knex;
  beforeAll(async () => {
    db = openServerDb();
    await seedContest(db, LIKES);
  });
  afterAll(() => db?.destroy());

  it.each(TABS)('%s: Tab moves down the page, left to right within a line', async (tab) => {
    const page = session.page();
    await unlocked(page);
    await openTab(page, tab);
    const stops = await mainTabStops(page);
    expect(stops.length).toBeGreaterThan(2);
    expect(outOfVisualOrder(stops)).toEqual([]);
  });

  it('the passcode prompt: Tab goes from the passcode to Unlock', async () => {
    const page = session.page();
    await page.goto('/admin');
    // Unlock is disabled (out of the tab order) until something is typed.
    await page.getByLabel('Passcode').fill('not yet sent');
    const stops = await mainTabStops(page);
    // The passcode field (an input has no text, so its label here is empty), then Unlock.
    expect(stops.map((s) => s.label)).toEqual(['', 'Unlock']);
    expect(outOfVisualOrder(stops)).toEqual([]);
  });

  it('the market data reset page: Tab reaches the reset button in visual order', async () => {
    const page = session.page();
    await unlocked(page, '/market-data-reset');
    await page.getByRole('button', { name: 'Reset Market Data History' }).waitFor();
    const stops = await mainTabStops(page);
    expect(stops.map((s) => s.label)).toContain('Reset Market Data History');
    expect(outOfVisualOrder(stops)).toEqual([]);
  });
});
