import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

describeInBrowser('Special NFTs page', () => {
  const session = useBrowser();
  beforeAll(() => waitForSyncedCollection(session.baseUrl), 70_000);
  const tiles = () => session.page().getByTestId('special-nft-tile');

  it('?type=rare opens the 1-of-2 tab with its 50 NFTs; both tab labels carry their counts', async () => {
    const page = session.page();
    await page.goto('/special-nfts?type=rare');
    await page.getByRole('heading', { level: 1, name: 'Special NFTs' }).waitFor();
    const rareTab = page.getByRole('tab', { name: '1-of-2 NFTs (50)' });
    await rareTab.waitFor();
    expect(await rareTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: '1-of-1 NFTs (10)' }).getAttribute('aria-selected')).toBe('false');
    await tiles().nth(49).waitFor();
    expect(await tiles().count()).toBe(50);
    expect(await page.getByTestId('special-badge').allTextContents()).toEqual(Array(50).fill('0.02%'));
    expect(await tiles().first().getAttribute('href')).toMatch(/^\/nft\/\d+$/);
  });

  it('?type=unique opens the 1-of-1 tab; switching tabs updates the query string', async () => {
    const page = session.page();
    await page.goto('/special-nfts?type=unique');
    await page.getByRole('tab', { name: '1-of-1 NFTs (10)', selected: true }).waitFor();
    await tiles().nth(9).waitFor();
    expect(await tiles().count()).toBe(10);
    expect(await page.getByTestId('special-badge').allTextContents()).toEqual(Array(10).fill('0.01%'));

    await page.getByRole('tab', { name: '1-of-2 NFTs (50)' }).click();
    await page.waitForURL('**/special-nfts?type=rare');
    await page.getByRole('tab', { name: '1-of-2 NFTs (50)', selected: true }).waitFor();
    await tiles().nth(49).waitFor();
    expect(await tiles().count()).toBe(50);
  });

  it('a tile shows "Click for details" on focus and opens the NFT page', async () => {
    const page = session.page();
    await page.goto('/special-nfts');
    const first = tiles().first();
    await first.waitFor();
    const href = (await first.getAttribute('href'))!;
    const hint = first.getByText('Click for details');
    expect(await hint.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await first.focus();
    // It fades in; wait for the end of the transition.
    await hint.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const check = () => (getComputedStyle(el).opacity === '1' ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await page.getByText('UNIQUE 1/1').waitFor();
  });
});
