import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInBrowser, useBrowser } from './support/browser';
import { screenshotsIn } from './support/screenshots';
import { shortForm } from './support/short-address';
import { waitForSyncedCollection } from './support/demo-collection';
import { injectStandInWallet, type StandInOptions, type StandInWallet } from './support/stand-in-wallets';

const shot = screenshotsIn('/tmp/nacho-wallet-screenshots');
const WALLET_TIMEOUT_MS = 90_000;
/** Small square icons, as data: URIs, the way the discovery drafts require them. */
const PNG_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYPj/n4GB4T8DAwMDAwAd+gL+Qz5uZwAAAABJRU5ErkJggg==';
const SVG_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#2e9e8f"/><path d="M7 17V7h3l4 6V7h3v10h-3l-4-6v6z" fill="#fff"/></svg>',
).toString('base64')}`;

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });

async function openDialog(page: Page) {
  await signInButton(page).click();
  await dialogOf(page).waitFor();
}

async function signIn(page: Page, wallet: StandInWallet, button: string) {
  await openDialog(page);
  await dialogOf(page).getByRole('button', { name: button }).click();
  const menu = page.getByRole('button', { name: `Account menu: ${shortForm(wallet.address)}` });
  const alert = dialogOf(page).getByRole('alert');
  await menu.or(alert).waitFor();
  if (await alert.isVisible()) throw new Error(`sign-in failed: ${await alert.textContent()}`);
}

const sessionStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/user')).status);

interface WalletCase {
  label: string;
  options: StandInOptions;
  button: string;
  /** The NFT each case likes (a different one each, so that the counts in the names stay apart). */
  nft: number;
  /** KIP-12 defines no account-change event: only its kaspa:disconnect. */
  accountEvents: boolean;
}

const CASES: WalletCase[] = [
  { label: 'KasWare', options: { kind: 'kasware' }, button: 'Sign in with KasWare', nft: 21, accountEvents: true },
  {
    label: 'KasWare with an ECDSA account',
    options: { kind: 'kasware', keyType: 'ecdsa' },
    button: 'Sign in with KasWare',
    nft: 22,
    accountEvents: true,
  },
  {
    label: 'KasWare taking the older string argument (ECDSA)',
    options: { kind: 'kasware', keyType: 'ecdsa', legacySignMessage: true },
    button: 'Sign in with KasWare',
    nft: 23,
    accountEvents: true,
  },
  { label: 'OKX Wallet', options: { kind: 'okx' }, button: 'Sign in with OKX Wallet', nft: 24, accountEvents: true },
  { label: 'Kastle', options: { kind: 'kastle' }, button: 'Sign in with Kastle', nft: 25, accountEvents: true },
  {
    label: 'a Kaspa Wallet Standard wallet',
    options: { kind: 'wallet-standard', name: 'Nova Wallet', icon: PNG_ICON },
    button: 'Sign in with Nova Wallet',
    nft: 26,
    accountEvents: true,
  },
  {
    label: 'a KIP-12 wallet',
    options: { kind: 'kip12', name: 'Twelve Wallet', icon: SVG_ICON },
    button: 'Sign in with Twelve Wallet',
    nft: 27,
    accountEvents: false,
  },
];

describeInBrowser('sign-in with each Kaspa wallet', () => {
  const session = useBrowser();
  beforeAll(() => waitForSyncedCollection(session.baseUrl), 70_000);

  describe.each(CASES)('$label', ({ options, button, nft, accountEvents }) => {
    it('signs in with a real signature, likes an NFT, and is signed out when the wallet changes account or disconnects', async () => {
      const page = session.page();
      const wallet = await injectStandInWallet(page.context(), options);
      await page.goto(`/nft/${nft}`);
      await page.getByRole('heading', { level: 1, name: `NACHO #${nft}` }).waitFor();
      await signIn(page, wallet, button);
      expect(wallet.signed).toHaveLength(1);
      expect(wallet.signed[0]).toContain(`Wallet address: ${wallet.address}`);
      expect(await sessionStatus(page)).toBe(200);

      await page.getByRole('button', { name: new RegExp(`^Like NACHO #${nft}, \\d+ likes? this month$`) }).click();
      await page.getByText('NFT Liked!', { exact: true }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^Unlike NACHO #${nft}, \\d+ likes? this month$`) }).waitFor();

      if (accountEvents) {
        await wallet.switchAccount(page, 'kaspa:qqotheraccount');
        await signInButton(page).waitFor();
        await page.getByText('Your wallet switched to another account or disconnected.', { exact: true }).waitFor();
        expect(await sessionStatus(page)).toBe(401);
        await wallet.switchAccount(page, wallet.address);
        await signIn(page, wallet, button);
      }
      await wallet.disconnect(page);
      await signInButton(page).waitFor();
      expect(await sessionStatus(page)).toBe(401);
    });

    it('says when the sign-in was refused in the wallet, times out a wallet that never answers, then signs in', async () => {
      const page = session.page();
      await page.clock.install();
      const wallet = await injectStandInWallet(page.context(), options);
      await page.goto('/');
      await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
      await openDialog(page);
      const dialog = dialogOf(page);
      if (options.icon) {
        // The announced icon is drawn under the page's real Content-Security-Policy (data: images allowed).
        const icon = await dialog.getByRole('button', { name: button }).locator('img').elementHandle();
        await page.waitForFunction((img) => (img as HTMLImageElement).complete, icon);
        expect(await icon!.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }

      await wallet.setMode(page, { sign: 'reject' });
      await dialog.getByRole('button', { name: button }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Sign-in was cancelled in the wallet.' }).waitFor();
      expect(await sessionStatus(page)).toBe(401);

      await wallet.setMode(page, { sign: 'never' });
      await dialog.getByRole('button', { name: button }).click();
      await dialog.getByText(/^Confirm the message in /).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
      if (options.kind === 'kastle') await shot(page, 'kastle-waiting-for-the-wallet');
      await page.clock.fastForward(WALLET_TIMEOUT_MS + 1000);
      await dialog
        .getByRole('alert')
        .filter({ hasText: /did not answer within 90 seconds/ })
        .waitFor();
      if (options.kind === 'kastle') await shot(page, 'kastle-timed-out');
      expect(await dialog.getByText(/^Confirm the message in /).count()).toBe(0);

      await wallet.setMode(page, { sign: 'answer' });
      await dialog.getByRole('button', { name: button }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Account menu: ${shortForm(wallet.address)}` }).waitFor();
      expect(wallet.signed).toHaveLength(1); // the refused and the unanswered requests signed nothing
    });
  });
});

describeInBrowser('the wallet list', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    describe(label, () => {
      const session = useBrowser(viewport, { bypassCSP: true });

      it('lists every wallet found, announced ones by name and icon (two announcing at once), is axe-clean and keyboard-usable', async () => {
        const page = session.page();
        const context = page.context();
        await injectStandInWallet(context, { kind: 'kasware' });
        await injectStandInWallet(context, { kind: 'kastle' });
        await injectStandInWallet(context, { kind: 'okx' });
        const nova = await injectStandInWallet(context, {
          kind: 'wallet-standard',
          name: 'Nova Wallet',
          icon: PNG_ICON,
        });
        await injectStandInWallet(context, { kind: 'kip12', name: 'Twelve Wallet', icon: SVG_ICON });
        await page.goto('/');
        await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
        await signInButton(page).focus();
        await page.keyboard.press('Enter');
        const dialog = dialogOf(page);
        const list = dialog.getByRole('list', { name: 'Wallets in this browser' });
        await list
          .getByRole('button', { name: 'Sign in with Twelve Wallet' })
          .waitFor()
          .catch(async (err: unknown) => {
            await shot(page, `${label}-wallet-list-FAILED`);
            throw new Error(
              `${String(err)}\nlisted: ${(await list.getByRole('button').allTextContents()).join(' | ')}`,
            );
          });
        await dialog.getByRole('button', { name: 'Sign in as a demo voter' }).waitFor();
        expect(await list.getByRole('button').allTextContents()).toEqual([
          'KSign in with KasWare',
          'KSign in with Kastle',
          'OSign in with OKX Wallet',
          'Sign in with Nova Wallet',
          'Sign in with Twelve Wallet',
        ]);
        // The announced icons are drawn (loaded: CSP allows data: images), the others are letters.
        const icons = list.locator('img');
        expect(
          await icons.evaluateAll((imgs) =>
            imgs.map((i) => [(i as HTMLImageElement).src.slice(0, 15), (i as HTMLImageElement).naturalWidth > 0]),
          ),
        ).toEqual([
          ['data:image/png;', true],
          ['data:image/svg+', true],
        ]);
        await shot(page, `${label}-wallet-list`);
        expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
        const dialogBox = (await dialog.boundingBox())!;
        expect(dialogBox.x).toBeGreaterThanOrEqual(0);
        expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width);

        // Keyboard: Tab walks the wallet buttons inside the dialog; Escape closes it and focus returns.
        const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
        await list.getByRole('button', { name: 'Sign in with KasWare' }).focus();
        await page.keyboard.press('Tab');
        expect(await focusedName()).toContain('Sign in with Kastle');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // (Radix moves focus when the dialog has unmounted, a moment after it is hidden.)
        await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Sign in');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

        // Used last comes first next time.
        await openDialog(page);
        await dialog.getByRole('button', { name: 'Sign in with Nova Wallet' }).click();
        await page.getByRole('button', { name: `Account menu: ${shortForm(nova.address)}` }).click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        await openDialog(page);
        const first = list.locator('li').first();
        await first.getByRole('button', { name: 'Sign in with Nova Wallet' }).waitFor();
        await first.getByText('Last used').waitFor();
        await shot(page, `${label}-wallet-list-last-used`);
      });

      it('without a wallet: install links on a computer; on a phone, how to open the page in a wallet app', async () => {
        const context =
          label === 'phone'
            ? await session.browser().newContext({
                viewport,
                isMobile: true,
                hasTouch: true,
                baseURL: session.baseUrl,
                bypassCSP: true,
              })
            : session.page().context();
        const page = label === 'phone' ? await context.newPage() : session.page();
        try {
          await page.goto('/hall-of-fame');
          await openDialog(page);
          const dialog = dialogOf(page);
          await dialog.getByRole('button', { name: 'Sign in as a demo voter' }).waitFor();
          if (label === 'phone') {
            await dialog.getByText(/Wallet extensions do not run in phone browsers/).waitFor();
            expect(await dialog.getByRole('link', { name: /^Get / }).count()).toBe(0);
            const href = await dialog.getByRole('link', { name: 'Open in OKX Wallet' }).getAttribute('href');
            const deepLink = new URL(href!).searchParams.get('deeplink')!;
            expect(href!.startsWith('https://web3.okx.com/download?deeplink=')).toBe(true);
            expect(new URL(deepLink).searchParams.get('dappUrl')).toBe(`${session.baseUrl}/hall-of-fame`);
            await dialog.getByRole('button', { name: "Copy this page's address" }).waitFor();
          } else {
            const links = dialog.getByRole('list', { name: 'Kaspa wallets to install' }).getByRole('link');
            expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
              'https://www.kasware.xyz/',
              'https://kastle.cc/',
              'https://web3.okx.com/download',
            ]);
          }
          await shot(page, `${label}-no-wallet`);
          expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
        } finally {
          if (label === 'phone') await context.close();
        }
      });
    });
  }
});
