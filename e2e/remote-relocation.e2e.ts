import { cpSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './support/all-in-one-server';
import { describeInBrowser, useBrowser } from './support/browser';
import { readHarnessState } from './support/harness-state';
import { resetRuntimeConfig, writeRuntimeConfigOverrides } from './support/runtime-config-file';
import { startStaticServer, type StaticServer } from './support/static-server';

describeInBrowser('a remote moved to another origin', () => {
  const session = useBrowser();
  let cdn: StaticServer;

  beforeAll(async () => {
    const copy = path.join(readHarnessState().workDir, 'contest-on-cdn');
    cpSync(path.join(REPO_ROOT, 'mfe-contest', 'dist'), copy, { recursive: true });
    cdn = await startStaticServer(copy);
  });
  afterAll(() => cdn.close());
  afterEach(resetRuntimeConfig);

  it('is loaded from the new URL once runtime-config.json names it, with the same shell build', async () => {
    const page = session.page();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/hall-of-fame');
    await page.getByRole('heading', { name: 'NACHO Hall of Fame' }).waitFor();
    expect(requested.some((url) => url.startsWith(cdn.origin))).toBe(false);
    const shellEntry = requested.filter((url) => new URL(url).pathname === '/main.js');

    writeRuntimeConfigOverrides({ remotes: { contest: `${cdn.origin}/mf-manifest.json` } });
    requested.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: 'NACHO Hall of Fame' }).waitFor();
    // The remote's page with its data, whatever likes other browser tests left on the shared server.
    await page.getByRole('link', { name: 'View all rankings' }).first().waitFor();

    expect(requested).toContain(`${cdn.origin}/mf-manifest.json`);
    expect(requested).toContain(`${cdn.origin}/remoteEntry.js`);
    expect(requested.filter((url) => url.includes('/mfe/contest/'))).toEqual([]);
    // The same shell entry as before: nothing was rebuilt.
    expect(requested.filter((url) => new URL(url).pathname === '/main.js')).toEqual(shellEntry);
  });
});
