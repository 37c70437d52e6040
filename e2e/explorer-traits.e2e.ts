import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

const numbers = (texts: string[]) => texts.map((text) => Number(text.replace(/[,%]/g, '')));
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

async function openHead(page: Page) {
  await page.goto('/traits');
  await page.getByRole('heading', { level: 1, name: 'Trait Statistics' }).waitFor();
  await page.getByRole('button', { name: /^Head \d+ values$/ }).click();
  const table = page.getByRole('table', { name: 'Head values' });
  await table.waitFor();
  return table;
}

describeInBrowser('Trait Statistics page', () => {
  const session = useBrowser();
  beforeAll(() => waitForSyncedCollection(session.baseUrl), 70_000);

  it('Head is sorted by Rarity % descending first; Count sorts descending, then ascending', async () => {
    const table = await openHead(session.page());
    const counts = async () => numbers(await table.getByTestId('trait-value-count').allTextContents());
    const percentages = numbers(await table.getByTestId('trait-value-percentage').allTextContents());
    expect(percentages.length).toBe(37);
    expect(descending(percentages)).toBe(true);
    expect(ascending(percentages)).toBe(false);

    await table.getByRole('button', { name: 'Count' }).click();
    expect(await table.getByRole('columnheader', { name: 'Count' }).getAttribute('aria-sort')).toBe('descending');
    const down = await counts();
    expect(descending(down)).toBe(true);
    expect(down[0]).toBeGreaterThan(down[down.length - 1]);

    await table.getByRole('button', { name: 'Count' }).click();
    expect(await table.getByRole('columnheader', { name: 'Count' }).getAttribute('aria-sort')).toBe('ascending');
    const up = await counts();
    expect(ascending(up)).toBe(true);
    expect(up).toEqual([...down].reverse());
  });

  it('a suggestion chosen with the keyboard filters to that value and opens its row', async () => {
    const page = session.page();
    await page.goto('/traits');
    const search = page.getByRole('combobox', { name: 'Search trait values' });
    await search.fill('beret');
    const options = page.getByRole('listbox', { name: 'Trait value suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await search.press('ArrowDown');
    const chosen = (await options.first().locator('span').first().textContent())!;
    await search.press('Enter');
    expect(await search.inputValue()).toBe(chosen);
    expect(await page.getByTestId('trait-type-row').count()).toBe(1);
    expect(await page.getByTestId('trait-value').allTextContents()).toEqual([chosen]);
  });
});
