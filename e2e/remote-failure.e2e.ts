import { describeInBrowser, useBrowser } from './support/browser';
import { freePort } from './support/free-port';
import { resetRuntimeConfig, writeRuntimeConfigOverrides } from './support/runtime-config-file';

describeInBrowser('a remote that is down', () => {
  const session = useBrowser();
  afterEach(resetRuntimeConfig);

  it('breaks only its own routes, and Retry brings them back once the remote is reachable again', async () => {
    const deadPort = await freePort();
    writeRuntimeConfigOverrides({ remotes: { contest: `http://127.0.0.1:${deadPort}/mf-manifest.json` } });
    const page = session.page();

    await page.goto('/');
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'Hall of Fame' }).click();
    await page.getByText('This part of the site is unavailable right now').waitFor();
    await page.getByRole('searchbox').waitFor();

    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
    await page.goBack();
    await page.getByText('This part of the site is unavailable right now').waitFor();

    resetRuntimeConfig();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'NACHO Hall of Fame' }).waitFor();
    expect(await page.getByText('This part of the site is unavailable right now').count()).toBe(0);
  });

  it('shows the unavailable state on a direct visit too', async () => {
    const deadPort = await freePort();
    writeRuntimeConfigOverrides({ remotes: { admin: `http://127.0.0.1:${deadPort}/mf-manifest.json` } });
    const page = session.page();
    await page.goto('/admin');
    await page.getByText('This part of the site is unavailable right now').waitFor();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
  });
});
