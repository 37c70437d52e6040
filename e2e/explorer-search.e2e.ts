import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { getJson } from './support/api-result';

interface NftDetail {
  tokenId: number;
  owner: string;
  attributes: Array<{ trait_type: string; value: string }>;
  ownerWallet: { tokenCount: number };
}

describeInBrowser('search on the demo collection', () => {
  const session = useBrowser();
  let topHolder: { address: string; count: number };

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    topHolder = (
      await getJson<{ topHolders: Array<{ address: string; count: number }> }>(session.baseUrl, '/api/nft/holders')
    ).topHolders[0];
  });

  const headerSearch = () => session.page().getByRole('searchbox', { name: 'Search by NFT ID or wallet address' });

  it('the header search takes an address to its wallet page', async () => {
    const page = session.page();
    await page.goto('/');
    await headerSearch().fill(topHolder.address);
    await headerSearch().press('Enter');
    await page.waitForURL(`**/wallet/${topHolder.address}`);
    await page.getByRole('heading', { level: 1, name: 'Wallet Details' }).waitFor();
    await page.getByRole('tab', { name: `NFTs (${topHolder.count})` }).waitFor();
  });

  it('the header search takes digits to the NFT page', async () => {
    const page = session.page();
    await page.goto('/');
    await headerSearch().fill('123');
    await headerSearch().press('Enter');
    await page.waitForURL('**/nft/123');
    await page.getByRole('heading', { level: 1, name: /#123/ }).waitFor();
  });

  it('the header search opens the dialog for other input, which explains why it is invalid', async () => {
    const page = session.page();
    await page.goto('/');
    await headerSearch().fill('golden hat');
    await headerSearch().press('Enter');
    const dialog = page.getByRole('dialog', { name: 'NFT Search' });
    await dialog.waitFor();
    await page.getByText('Invalid search', { exact: true }).waitFor();
    await page.getByText('Please enter a wallet address (kaspa:...) or NFT ID', { exact: true }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'NFT ID' }).getAttribute('aria-selected')).toBe('true');
  });

  it("an NFT id on the search page shows that NFT, its owner's NFTs and its traits as selected filters", async () => {
    const page = session.page();
    const detail = await getJson<NftDetail>(session.baseUrl, '/api/nft/nfts/77/detail');
    await page.goto('/search-nacho');
    const form = page.getByRole('main').getByRole('search', { name: 'NFT search' });
    await form.getByRole('textbox').fill('77');
    await form.getByRole('button', { name: 'Search' }).click();

    const dialog = page.getByRole('dialog', { name: 'NFT Search' });
    await dialog
      .getByRole('region', { name: 'Searched NFT' })
      .getByText('Showing all NFTs owned by the owner of NACHO #77.', { exact: false })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/search-nacho');

    const overview = dialog.getByRole('region', { name: 'Wallet overview' });
    await overview.getByTestId('wallet-address').getByText(detail.owner, { exact: true }).waitFor();
    await overview
      .getByTestId('nfts-owned')
      .getByText(String(detail.ownerWallet.tokenCount), { exact: true })
      .waitFor();

    const chips = dialog.getByRole('list', { name: 'Selected filters' }).getByRole('button');
    const expected = detail.attributes
      .filter((a) => a.trait_type !== 'Edition')
      .map((a) => `Remove filter ${a.trait_type}: ${a.value}`);
    await dialog.getByRole('list', { name: 'Selected filters' }).waitFor();
    expect(await chips.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(expected);

    // Every NFT shown has all of the searched NFT's traits, and the searched NFT is among them.
    const grid = dialog.getByRole('list', { name: "Owner's NFTs" });
    await grid.locator('[data-token-id="77"]').waitFor();
    const overlays = await grid.getByTestId('trait-overlay').allTextContents();
    for (const text of overlays)
      for (const a of detail.attributes.filter((x) => x.trait_type !== 'Edition')) expect(text).toContain(a.value);

    // Clearing the filters lists the whole wallet.
    await dialog.getByRole('button', { name: 'Clear All' }).first().click();
    await dialog.getByText(`${detail.ownerWallet.tokenCount} of ${detail.ownerWallet.tokenCount} NFTs match`).waitFor();
  });

  it('an address on the search page goes to the wallet page', async () => {
    const page = session.page();
    await page.goto('/search-nacho');
    const form = page.getByRole('main').getByRole('search', { name: 'NFT search' });
    await form.getByRole('textbox').fill(topHolder.address.toUpperCase().replace('KASPA:', 'kaspa:'));
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/wallet/${topHolder.address}`);
    await page.getByRole('tab', { name: `NFTs (${topHolder.count})` }).waitFor();
  });

  // A Select inside the Dialog: a click in the Select's list, which lies outside the dialog's
  // element, must choose the option and leave the dialog open.
  it("the dialog's sort select picks an order without closing the dialog", async () => {
    const page = session.page();
    await page.goto('/search-nacho');
    const form = page.getByRole('main').getByRole('search', { name: 'NFT search' });
    await form.getByRole('textbox').fill('77');
    await form.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'NFT Search' });
    const sortBy = dialog.getByRole('combobox', { name: 'Sort by' });
    await sortBy.click();
    await page.getByRole('option', { name: 'Token ID' }).click();

    await sortBy.getByText('Token ID', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('option').count()).toBe(0);
  });
});
