import { describeInBrowser, useBrowser } from './support/browser';

/**
 * Chunk names come from packages/frontend-build/src/create-frontend-config.js (namedSharedChunks):
 * shared-react holds react and react-dom, shared-nacho @nacho/ui, @nacho/api and @nacho/domain.
 */
const chunkOf = (url: string) =>
  /\/(shared-react|shared-nacho|shared-nacho-ui-overlays)\.[0-9a-f]{8}\.js$/.exec(new URL(url).pathname)?.[1];

describeInBrowser('shared singletons', () => {
  const session = useBrowser();

  it('react, react-dom, the workspace packages and the overlays are downloaded once per page while all three remotes load', async () => {
    const page = session.page();
    const downloads: Record<string, string[]> = {
      'shared-react': [],
      'shared-nacho': [],
      'shared-nacho-ui-overlays': [],
    };
    page.on('request', (request) => {
      const chunk = chunkOf(request.url());
      if (chunk) downloads[chunk].push(request.url());
    });

    await page.goto('/');
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Hall of Fame' }).click();
    await page.getByRole('heading', { name: 'NACHO Hall of Fame' }).waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('searchbox').fill('hello');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('dialog', { name: 'NFT Search' }).waitFor();

    for (const chunk of ['shared-react', 'shared-nacho', 'shared-nacho-ui-overlays']) {
      expect(downloads[chunk]).toHaveLength(1);
      // Provided by the shell, not by a remote's fallback copy.
      expect(new URL(downloads[chunk][0]).pathname).not.toMatch(/^\/mfe\//);
    }
  });

  it('the dialogs and menus (@nacho/ui/overlays) are not part of the first page: they load after it has', async () => {
    const page = session.page();
    const response = await page.goto('/');
    expect(await response!.text()).not.toContain('shared-nacho-ui-overlays');
    await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();

    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/shared-nacho-ui-overlays\./.test(entry.name)),
    );
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const overlays = performance
        .getEntriesByType('resource')
        .find((entry) => /\/shared-nacho-ui-overlays\./.test(entry.name))!;
      return { loadEventEnd: navigation.loadEventEnd, overlaysRequested: overlays.startTime };
    });
    expect(timing.loadEventEnd).toBeGreaterThan(0);
    expect(timing.overlaysRequested).toBeGreaterThanOrEqual(timing.loadEventEnd);
  });
});
