import { describeInBrowser, useBrowser } from './support/browser';

describeInBrowser('header search', () => {
  const session = useBrowser();
  const searchBox = () => session.page().getByRole('searchbox', { name: 'Search by NFT ID or wallet address' });

  beforeEach(async () => {
    await session.page().goto('/');
    await session.page().getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
  });

  it('digits go to /nft/{n}', async () => {
    const page = session.page();
    await searchBox().fill(' 42 ');
    await searchBox().press('Enter');
    await page.waitForURL('**/nft/42');
    await page.getByRole('heading', { name: 'NACHO #42' }).waitFor();
  });

  it('input starting with kaspa (any case) goes to /wallet/{input}', async () => {
    const page = session.page();
    await searchBox().fill('KaSpA:qqheadersearch');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/wallet/KaSpA:qqheadersearch');
    await page.getByRole('heading', { name: 'Wallet Details' }).waitFor();
  });

  it('anything else opens the search dialog with the query', async () => {
    const page = session.page();
    await searchBox().fill('golden hat');
    await searchBox().press('Enter');
    const dialog = page.getByRole('dialog', { name: 'NFT Search' });
    await dialog.waitFor();
    expect(await dialog.getByPlaceholder('Enter wallet address (kaspa:...) or NFT ID').inputValue()).toBe('golden hat');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('clicking search with nothing typed opens the search dialog', async () => {
    const page = session.page();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'NFT Search' }).waitFor();
  });
});

describeInBrowser('header search on a phone', () => {
  const session = useBrowser({ width: 390, height: 844 });

  it('folds into a button that opens a full-width search row', async () => {
    const page = session.page();
    await page.goto('/');
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search by NFT ID or wallet address' });
    await box.fill('7');
    await box.press('Enter');
    await page.waitForURL('**/nft/7');
  });
});
