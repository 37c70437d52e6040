import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

interface HoldersPage {
  items: Array<{ rank: number; address: string; tokenCount: number }>;
  total: number;
  totalPages: number;
}

async function holdersPage(baseUrl: string, query: string): Promise<HoldersPage> {
  const response = await fetch(`${baseUrl}/api/nft/holders/page?${query}`);
  if (!response.ok) throw new Error(`GET /api/nft/holders/page?${query}: ${response.status}`);
  return ((await response.json()) as { result: HoldersPage }).result;
}

const tableRows = (page: Page) => page.getByRole('table', { name: 'Holders' }).locator('tbody tr');
const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of [\d,]+ holders$/);
const tokenCountOfFirstRow = async (page: Page) =>
  Number((await tableRows(page).first().locator('td').nth(2).textContent())?.replace(/,/g, ''));

describeInBrowser('all holders on the demo collection', () => {
  const session = useBrowser();
  let firstPage: HoldersPage;

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    firstPage = await holdersPage(session.baseUrl, 'page=1');
  });

  it('pages through 25 holders at a time, keeping the page in the URL', async () => {
    const page = session.page();
    const total = firstPage.total;
    expect(total).toBeGreaterThan(50);
    await page.goto('/all-holders');
    await page.getByText(`Showing 1 to 25 of ${total.toLocaleString('en-US')} holders`).waitFor();
    expect(await tableRows(page).count()).toBe(25);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 26 to 50 of ${total.toLocaleString('en-US')} holders`).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    // The summary follows the URL at once; the rows of page 2 replace the dimmed rows of page 1 when they arrive.
    await tableRows(page).first().locator('td').first().getByText('26', { exact: true }).waitFor();
    expect(await tableRows(page).first().locator('td').first().textContent()).toBe('26');

    await page.reload();
    await page.getByText(`Showing 26 to 50 of ${total.toLocaleString('en-US')} holders`).waitFor();
    await page.goBack();
    await page.getByText(`Showing 1 to 25 of ${total.toLocaleString('en-US')} holders`).waitFor();
    await page.goForward();
    await page.getByText(`Showing 26 to 50 of ${total.toLocaleString('en-US')} holders`).waitFor();
  });

  it('finds a holder by a substring of its address, in any case, and opens its wallet', async () => {
    const page = session.page();
    const known = firstPage.items[3].address;
    const part = known.slice(12, 19);
    const expected = await holdersPage(session.baseUrl, `search=${part}`);
    await page.goto('/all-holders?page=2');
    await summary(page).waitFor();
    await page.getByRole('searchbox', { name: 'Search holders by address' }).fill(part.toUpperCase());
    await page
      .getByText(`Showing 1 to ${Math.min(25, expected.total)} of ${expected.total.toLocaleString('en-US')} holders`)
      .waitFor();
    const params = new URL(page.url()).searchParams;
    expect(params.get('q')).toBe(part.toUpperCase());
    expect(params.get('page')).toBeNull();
    const link = page.getByRole('link', { name: known });
    await link.click();
    await page.waitForURL(`**/wallet/${known}`);
  });

  it('sorts by Token Count both ways and goes back to page 1 on a new sort', async () => {
    const page = session.page();
    const ascending = await holdersPage(session.baseUrl, 'sort=count&direction=asc');
    await page.goto('/all-holders?page=2');
    await page.getByText(`Showing 26 to 50 of ${firstPage.total.toLocaleString('en-US')} holders`).waitFor();

    // Token Count is the active column (descending): clicking it toggles to ascending, on page 1.
    await page.getByRole('columnheader', { name: 'Token Count' }).getByRole('button').click();
    await page
      .getByRole('columnheader', { name: 'Token Count', exact: false })
      .and(page.locator('[aria-sort="ascending"]'))
      .waitFor();
    await page.getByText(`Showing 1 to 25 of ${firstPage.total.toLocaleString('en-US')} holders`).waitFor();
    await page.waitForFunction(
      (min) => document.querySelector('table tbody tr td:nth-child(3)')?.textContent === String(min),
      ascending.items[0].tokenCount,
    );
    expect(new URL(page.url()).search).toBe('?dir=asc');

    await page.getByRole('button', { name: 'Sort direction: ascending' }).click();
    await page.waitForFunction(
      (max) => document.querySelector('table tbody tr td:nth-child(3)')?.textContent === max,
      firstPage.items[0].tokenCount.toLocaleString('en-US'),
    );
    expect(await tokenCountOfFirstRow(page)).toBe(firstPage.items[0].tokenCount);
    expect(new URL(page.url()).search).toBe('');

    // A new column from the sort selector starts descending.
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitemradio', { name: /^Address/ }).click();
    await page.getByRole('columnheader', { name: 'Address' }).and(page.locator('[aria-sort="descending"]')).waitFor();
    expect(new URL(page.url()).search).toBe('?sort=address');
    // Choosing the same column again reverses it, as its header does.
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('menuitemradio', { name: /^Address/ }).click();
    await page.getByRole('columnheader', { name: 'Address' }).and(page.locator('[aria-sort="ascending"]')).waitFor();
    expect(new URL(page.url()).search).toBe('?sort=address&dir=asc');
  });

  it('shows the empty text when no address matches', async () => {
    const page = session.page();
    await page.goto('/all-holders?q=zzzzzzzzzzzzzzzz');
    await page.getByText('No tokens found matching your criteria.').waitFor();
  });
});

describeInBrowser('all holders on a phone', () => {
  const session = useBrowser({ width: 390, height: 844 });

  it('shows a stacked list that fits 390 px, with paging', async () => {
    await waitForSyncedCollection(session.baseUrl);
    const page = session.page();
    await page.goto('/all-holders');
    const list = page.getByRole('list', { name: 'Holders' });
    await list.getByRole('listitem').nth(24).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Showing 26 to 50 of [\d,]+ holders$/).waitFor();
  });
});
