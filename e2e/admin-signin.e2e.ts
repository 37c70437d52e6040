import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN_PASSCODE, E2E_ADMIN_PASSCODE_HASH } from './support/admin-passcode';
import { REPO_ROOT } from './support/all-in-one-server';
import { describeInBrowser, useBrowser } from './support/browser';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describeInBrowser('admin sign-in (no session needed)', () => {
  const session = useBrowser();

  it('a wrong passcode shows the spec toast and keeps the panel locked', async () => {
    const page = session.page();
    await page.goto('/admin');
    await page.getByLabel('Passcode').fill('not the passcode');
    const reply = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/session' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Unlock' }).click();
    expect((await reply).status()).toBe(401);
    await page.getByText('Authentication Failed', { exact: true }).waitFor();
    await page.getByText('Invalid passcode provided', { exact: true }).waitFor();
    await page.getByText('Admin Access').waitFor();
    expect(await page.getByRole('tab', { name: 'Overview' }).count()).toBe(0);
  });

  it('the market data reset page shows the passcode prompt first, not the reset button', async () => {
    const page = session.page();
    await page.goto('/market-data-reset');
    await page.getByRole('heading', { level: 1, name: 'Market Data Reset' }).waitFor();
    await page.getByLabel('Passcode').waitFor();
    expect(await page.getByRole('button', { name: 'Reset Market Data History' }).count()).toBe(0);
  });

  it('no passcode, hash or admin flag is in the built front ends or in local storage', async () => {
    const salt = E2E_ADMIN_PASSCODE_HASH.split('$')[4]!;
    const forbidden = [
      E2E_ADMIN_PASSCODE,
      E2E_ADMIN_PASSCODE_HASH,
      salt,
      'scrypt$',
      'admin-auth',
      'adminAuth',
      'adminUntil',
      'ADMIN_PASSCODE',
    ];
    const dists = ['shell', 'mfe-explorer', 'mfe-contest', 'mfe-admin'].map((d) => path.join(REPO_ROOT, d, 'dist'));
    const files = dists.flatMap(filesUnder).filter((f) => /\.(js|html|json|css|map)$/.test(f));
    expect(files.some((f) => f.includes(`mfe-admin${path.sep}dist`) && f.endsWith('.js'))).toBe(true);
    const hits = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return forbidden.filter((s) => text.includes(s)).map((s) => `${path.relative(REPO_ROOT, f)} contains ${s}`);
    });
    expect(hits).toEqual([]);

    const page = session.page();
    await page.goto('/admin');
    await page.getByLabel('Passcode').fill(E2E_ADMIN_PASSCODE);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/session' && r.request().method() === 'POST',
    );
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/admin|passcode|scrypt/i);
  });
});
