import { describeInBrowser, useBrowser } from './support/browser';

/** Chunk names come from packages/frontend-build/src/create-frontend-config.js (namedSharedChunks). */
const chunkOf = (url: string) => /\/(shared-react(?:-dom)?)\.[0-9a-f]{8}\.js$/.exec(new URL(url).pathname)?.[1];

describeInBrowser('shared singletons', () => {
  const session = useBrowser();

  it('react and react-dom are downloaded once per page while all three remotes load', async () => {
    const page = session.page();
    const downloads: Record<string, string[]> = { 'shared-react': [], 'shared-react-dom': [] };
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

    expect(downloads['shared-react']).toHaveLength(1);
    expect(downloads['shared-react-dom']).toHaveLength(1);
    // Provided by the shell, not by a remote's fallback copy.
    expect(new URL(downloads['shared-react'][0]).pathname).not.toMatch(/^\/mfe\//);
    expect(new URL(downloads['shared-react-dom'][0]).pathname).not.toMatch(/^\/mfe\//);
  });
});
