import type { Request } from 'playwright-core';
import { APP_ROUTES } from './support/app-routes';
import { clearContest, openServerDatabase } from './support/contest-seed';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';

describeInBrowser('routes', () => {
  const session = useBrowser();

  it.each(APP_ROUTES)('$path is rendered by the $remote remote', async ({ path, remote, heading }) => {
    const page = session.page();
    const manifests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(manifests).toContain(`/mfe/${remote}/mf-manifest.json`);
    // The layout is the shell's, around every remote.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hall of Fame' }).waitFor();
    await page.getByText(`© ${new Date().getFullYear()}`).waitFor();
  });

  it('/test shows the token count from GET /api/nft/tokens', async () => {
    await waitForSyncedCollection(session.baseUrl);
    const page = session.page();
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/nft/tokens');
    await page.goto('/test');
    const response = await reply;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { result: unknown[] };
    expect(body.result.length).toBeGreaterThan(0);
    await page.getByText(`Success: ${body.result.length} tokens loaded`).waitFor();
  });

  it('/test shows the HTTP status when GET /api/nft/tokens fails', async () => {
    const page = session.page();
    // A fault injected in the browser: the service itself answers 200 on a synced collection.
    await page.route('**/api/nft/tokens*', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try again shortly' } } }),
    );
    await page.goto('/test');
    await page.getByText('HTTP error! status: 503').waitFor();
  });

  it('/hall-of-fame shows the empty texts of an empty contest', async () => {
    const db = openServerDatabase();
    try {
      await clearContest(db);
    } finally {
      await db.destroy();
    }
    const page = session.page();
    await page.goto('/hall-of-fame');
    await page.getByText('No NFTs have received any likes yet this month').waitFor();
    await page.getByRole('tab', { name: 'Hall of Fame History' }).click();
    await page.getByText('The Hall of Fame history is currently empty').waitFor();
  });

  it('/admin asks for the passcode when the admin session is not authenticated', async () => {
    const page = session.page();
    const session$ = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/session');
    await page.goto('/admin');
    expect(await (await session$).json()).toMatchObject({ authenticated: false });
    await page.getByText('Admin Access').waitFor();
    await page.getByLabel('Passcode').waitFor();
  });

  it('an unknown route shows the 404 card', async () => {
    const page = session.page();
    await page.goto('/this/page/does-not-exist');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});
