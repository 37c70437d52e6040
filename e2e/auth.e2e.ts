import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { screenshotsIn } from './support/screenshots';
import { shortForm } from './support/short-address';
import { injectStandInKasware } from './support/stand-in-kasware';

const shot = screenshotsIn('/tmp/nacho-auth-screenshots');

function likeLimitRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/likes/user/limit') seen.push(request.url());
  });
  return seen;
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  describeInBrowser(`wallet sign-in (${label})`, () => {
    const session = useBrowser(viewport);

    it('signs in with the wallet, stays signed in after a reload, and signs out for good', async () => {
      const page = session.page();
      const wallet = await injectStandInKasware(page.context());
      const likeLimit = likeLimitRequests(page);
      await page.goto('/');
      await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();

      const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
      await signIn.waitFor();
      await shot(page, `${label}-1-signed-out`);

      // Keyboard: focus the button and open the dialog with Enter.
      await signIn.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Sign in as a demo voter' }).waitFor();
      await shot(page, `${label}-2-dialog`);
      expect(likeLimit).toEqual([]); // signed out all along: no Likes left, no request for it
      const likeLimitAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/likes/user/limit');
      await dialog.getByRole('button', { name: 'Sign in with KasWare' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const menuButton = page.getByRole('button', { name: `Account menu: ${shortForm(wallet.address)}` });
      await menuButton.waitFor();
      expect(wallet.signed).toHaveLength(1);
      expect(wallet.signed[0]).toContain(`Sign in to the NACHO explorer at ${session.baseUrl}`);
      expect(wallet.signed[0]).toContain(`Wallet address: ${wallet.address}`);
      await likeLimitAsked; // signed in: the header renders Likes left, which asks for the allowance

      await page.reload();
      await menuButton.waitFor();

      await menuButton.click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Copy address' }).waitFor();
      await shot(page, `${label}-3-user-menu`);
      const savedCookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      expect((await fetch(`${session.baseUrl}/api/auth/user`, { headers: { cookie: savedCookies } })).status).toBe(200);

      await menu.getByRole('menuitem', { name: 'Sign out' }).click();
      await signIn.waitFor();
      expect(await menuButton.count()).toBe(0);
      expect((await fetch(`${session.baseUrl}/api/auth/user`, { headers: { cookie: savedCookies } })).status).toBe(401);
      await page.reload();
      await signIn.waitFor();
    });
  });
}

describeInBrowser('wallet sign-in edge cases', () => {
  const session = useBrowser();

  it('works with an older KasWare that takes the signature type as a string', async () => {
    const page = session.page();
    const wallet = await injectStandInKasware(page.context(), { legacySignMessage: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with KasWare' }).click();
    await page.getByRole('button', { name: `Account menu: ${shortForm(wallet.address)}` }).waitFor();
  });

  it('signs out when the wallet switches to another account', async () => {
    const page = session.page();
    const wallet = await injectStandInKasware(page.context());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with KasWare' }).click();
    await page.getByRole('button', { name: `Account menu: ${shortForm(wallet.address)}` }).waitFor();
    await page.evaluate(() =>
      (window as unknown as { __switchKaswareAccount(a: string[]): void }).__switchKaswareAccount(['kaspa:qqother']),
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
  });

  it('tells a visitor without the extension how to get it', async () => {
    const page = session.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByText(/No Kaspa wallet was found in this browser/).waitFor();
    expect(await dialog.getByRole('link', { name: /Get KasWare/ }).getAttribute('href')).toBe(
      'https://www.kasware.xyz/',
    );
  });

  it('signs in as a demo voter', async () => {
    const page = session.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign in as a demo voter' })
      .click();
    await page.getByRole('button', { name: /^Account menu: Demo voter [0-9a-f]{4}$/ }).waitFor();
  });
});
