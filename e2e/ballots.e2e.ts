import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { screenshotsIn } from './support/screenshots';
import { shortForm } from './support/short-address';
import { injectStandInWallet, type StandInWallet } from './support/stand-in-wallets';

const shot = screenshotsIn('/tmp/nacho-ballot-screenshots');

async function signInWithKasWare(page: Page, wallet: StandInWallet) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with KasWare' }).click();
  await accountMenu(page, wallet).waitFor();
}
const accountMenu = (page: Page, wallet: StandInWallet) =>
  page.getByRole('button', { name: `Account menu: ${shortForm(wallet.address)}` });

describeInBrowser("a wallet voter signs the day's likes (ballot)", () => {
  for (const [label, viewport, nft] of [
    ['desktop', { width: 1280, height: 900 }, 31],
    ['phone', { width: 390, height: 844 }, 32],
  ] as const) {
    describe(label, () => {
      const session = useBrowser(viewport);
      beforeAll(() => waitForSyncedCollection(session.baseUrl), 70_000);

      it('offers the signature only after a like, has the wallet sign the day and the NFT, then shows it signed', async () => {
        const page = session.page();
        const wallet = await injectStandInWallet(page.context(), { kind: 'kasware' });
        await page.goto(`/nft/${nft}`);
        await page.getByRole('heading', { level: 1, name: `NACHO #${nft}` }).waitFor();
        await signInWithKasWare(page, wallet);

        await page.getByRole('button', { name: new RegExp(`^Like NACHO #${nft}, `) }).click();
        await page.getByText('NFT Liked!', { exact: true }).waitFor();

        await accountMenu(page, wallet).click();
        const item = page.getByRole('menuitem', { name: /Sign today's likes/ });
        await item.waitFor();
        await shot(page, `${label}-menu-sign-todays-likes`);
        await item.press('Enter');
        const signed = page.getByText("Today's likes are signed", { exact: true });
        const failed = page.getByText("Today's likes were not signed", { exact: true });
        await signed.or(failed).waitFor();
        if (await failed.isVisible())
          throw new Error(`the ballot failed: ${await page.getByRole('status').allTextContents()}`);
        await shot(page, `${label}-likes-signed`);

        // The sign-in, then the ballot: the site, the day and the NFT the voter liked.
        expect(wallet.signed).toHaveLength(2);
        const ballot = (await page.evaluate(async () => (await fetch('/api/likes/ballot')).json())) as {
          day: string;
          tokenIds: number[];
          signed: boolean;
        };
        expect(ballot).toMatchObject({ tokenIds: [nft], signed: true });
        expect(wallet.signed[1]).toContain(`\nday=${ballot.day}\n`);
        expect(wallet.signed[1]).toMatch(new RegExp(`\\ntokenIds=${nft}$`));
        expect(wallet.signed[1]).toContain(`site=${new URL(session.baseUrl).origin}`);

        await page.keyboard.press('Escape');
        await accountMenu(page, wallet).click();
        await page.getByRole('menuitem', { name: /Today's likes are signed/ }).waitFor();
        expect(await page.getByRole('menuitem', { name: /Sign today's likes/ }).count()).toBe(0);
        // The like given right after signing in kept its signed receipt in this browser ("My likes").
        await page
          .getByRole('menuitem', { name: /My likes/ })
          .getByText('1 signed receipt kept in this browser')
          .waitFor();
      });
    });
  }
});
