import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { getJson } from './support/api-result';

interface WalletPage {
  count: number;
  total: number;
  traitAnalysis: Array<{ traitType: string; values: Array<{ value: string; count: number }> }>;
}

const en = (n: number) => n.toLocaleString('en-US');

async function chooseTrait(page: Page, type: string, value: string): Promise<void> {
  await page.getByRole('button', { name: /Filter by trait/ }).click();
  const menu = page.getByRole('menu');
  await menu
    .getByRole('group', { name: type })
    .getByRole('menuitemcheckbox', { name: new RegExp(`^${value}\\s*\\d`, 'i') })
    .click();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** The given trait of every card on the page, read from its hover overlay. */
async function traitOfCards(page: Page, type: string): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Wallet NFTs' })
    .getByTestId('trait-overlay')
    .evaluateAll(
      (overlays, traitType) =>
        overlays.map((overlay) => {
          const term = Array.from(overlay.querySelectorAll('dt')).find((dt) => dt.textContent === traitType);
          return term?.nextElementSibling?.textContent ?? '';
        }),
      type,
    );
}

describeInBrowser('wallet page on the demo collection', () => {
  const session = useBrowser();
  let address: string;
  let wallet: WalletPage;

  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    address = (await getJson<{ topHolders: Array<{ address: string }> }>(session.baseUrl, '/api/nft/holders'))
      .topHolders[0].address;
    wallet = await getJson<WalletPage>(session.baseUrl, `/api/nft/wallets/${address}`);
  });

  it('trait filters narrow the grid: one value shrinks the total, a second type intersects', async () => {
    const page = session.page();
    await page.goto(`/wallet/${address}`);
    await page.getByText(`Showing 1 to 10 of ${en(wallet.count)} NFTs`).waitFor();

    const role = wallet.traitAnalysis.find((g) => g.traitType === 'Role')!.values[1];
    await chooseTrait(page, 'Role', role.value);
    await page.getByText(`of ${en(role.count)} NFTs`, { exact: false }).waitFor();
    expect(role.count).toBeLessThan(wallet.count);
    expect(new Set(await traitOfCards(page, 'Role'))).toEqual(new Set([role.value]));

    const narrowed = await getJson<WalletPage>(
      session.baseUrl,
      `/api/nft/wallets/${address}?traits=Role=${encodeURIComponent(role.value)}`,
    );
    const mood = narrowed.traitAnalysis.find((g) => g.traitType === 'Mood')!.values[0];
    await chooseTrait(page, 'Mood', mood.value);
    await page.getByText(`of ${en(mood.count)} NFTs`, { exact: false }).waitFor();
    expect(mood.count).toBeLessThanOrEqual(role.count);
    expect(new Set(await traitOfCards(page, 'Role'))).toEqual(new Set([role.value]));
    expect(new Set(await traitOfCards(page, 'Mood'))).toEqual(new Set([mood.value]));

    // The filters are in the URL: a reload shows the same narrowed grid.
    expect(new URL(page.url()).searchParams.getAll('trait')).toEqual([`Role:${role.value}`, `Mood:${mood.value}`]);
    await page.reload();
    await page.getByText(`of ${en(mood.count)} NFTs`, { exact: false }).waitFor();
  });

  it('keeps every value of a ticked type on offer (faceted), so a second value widens the grid', async () => {
    const page = session.page();
    await page.goto(`/wallet/${address}`);
    await page.getByText(`Showing 1 to 10 of ${en(wallet.count)} NFTs`).waitFor();
    const roles = wallet.traitAnalysis.find((g) => g.traitType === 'Role')!.values;
    await chooseTrait(page, 'Role', roles[0].value);
    await page.getByText(`of ${en(roles[0].count)} NFTs`, { exact: false }).waitFor();

    await page.getByRole('button', { name: /Filter by trait/ }).click();
    const group = page.getByRole('menu').getByRole('group', { name: 'Role' });
    expect(await group.getByRole('menuitemcheckbox').count()).toBe(roles.length);
    await page.keyboard.press('Escape');

    await chooseTrait(page, 'Role', roles[1].value);
    await page.getByText(`of ${en(roles[0].count + roles[1].count)} NFTs`, { exact: false }).waitFor();
    for (const value of await traitOfCards(page, 'Role')) expect([roles[0].value, roles[1].value]).toContain(value);
  });

  it('shows the trait analysis of the wallet', async () => {
    const page = session.page();
    await page.goto(`/wallet/${address}?tab=traits`);
    const role = wallet.traitAnalysis.find((g) => g.traitType === 'Role')!;
    const table = page.getByRole('table', { name: 'Role values in this wallet' });
    await table.waitFor({ state: 'attached' });
    expect(await table.locator('tbody tr').count()).toBe(role.values.length);
  });

  it('explains an invalid address instead of showing a blank page', async () => {
    const page = session.page();
    await page.goto('/wallet/kaspa:qqnotavalidaddress');
    await page.getByRole('heading', { level: 1, name: 'Wallet Details' }).waitFor();
    await page.getByText('This is not a valid Kaspa address', { exact: true }).waitFor();
    expect(await page.getByText(/checksum/i).count()).toBe(0);
  });
});
