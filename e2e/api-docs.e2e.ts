import type { Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';

/** Everything the page reports that a reader should never cause: errors, CSP refusals, other origins. */
function watchPage(page: Page, baseUrl: string): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
      problems.push(`request to another origin: ${request.url()}`);
  });
  return { problems };
}

/** The document shown: its title is the page's only h1. */
const documentTitle = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function switchDocument(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: from, exact: true }).click();
  await page.getByRole('option', { name: to, exact: true }).click();
}

describeInBrowser('API reference (/api/docs)', () => {
  const session = useBrowser();

  it("renders the three services' documents under its own strict policy, read-only, with nothing from elsewhere", async () => {
    const page = session.page();
    const { problems } = watchPage(page, session.baseUrl);
    const response = await page.goto('/api/docs');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )connect-src 'self'(;|$)/);

    await documentTitle(page, /NFT read API/).waitFor();
    await page.getByText('/api/nft/holders/page').first().waitFor();

    await switchDocument(page, 'NFT API', 'Market API');
    await documentTitle(page, 'NACHO market API').waitFor();
    await page.getByText('/api/market/dashboard-stats').first().waitFor();

    await switchDocument(page, 'Market API', 'Contest API');
    await documentTitle(page, 'NACHO contest API').waitFor();
    await page.getByText('/api/auth/wallet/verify').first().waitFor();

    // Read-only: a mutating operation (the wallet sign-in POST) shows its request example, and
    // nothing offers to send it.
    const contest = (await (await fetch(`${session.baseUrl}/api/contest/openapi.json`)).json()) as {
      paths: Record<string, { post: { summary: string } }>;
    };
    const verify = contest.paths['/api/auth/wallet/verify'].post.summary;
    await page.getByText('/api/auth/wallet/verify').first().click();
    await page.getByRole('heading', { name: verify }).first().waitFor();
    await page.getByRole('button', { name: 'Shell Curl' }).first().waitFor();
    // Anchored: the sidebar lists operations as buttons too, one of them "... for API clients".
    await expect(
      page.getByRole('button', { name: /^\s*(test request|try it|(open )?(the )?api client)/i }).count(),
    ).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('is linked from the site footer', async () => {
    const page = session.page();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
    await documentTitle(page, /NFT read API/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/api/docs');
  });

  it('opens the document named by ?api=', async () => {
    const page = session.page();
    await page.goto('/api/docs?api=market');
    await documentTitle(page, 'NACHO market API').waitFor();
  });
});
