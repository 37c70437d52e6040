import type { ActivityPage, TokenHistory } from '@nacho/contracts';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { getJson } from './support/api-result';

async function waitForActivity(baseUrl: string, timeoutMs = 60_000): Promise<ActivityPage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await getJson<ActivityPage>(baseUrl, '/api/nft/activity?limit=5').catch(() => undefined);
    if (page?.items.length) return page;
    if (Date.now() > deadline) throw new Error(`no activity within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A token whose newest transfer went to its current owner (no demo sale of it is pending today). */
async function settledToken(baseUrl: string): Promise<number> {
  for (let tokenId = 7; tokenId < 200; tokenId++) {
    const history = await getJson<TokenHistory>(baseUrl, `/api/nft/nfts/${tokenId}/history`);
    const newest = history.items.find((item) => item.kind !== 'listing' && item.kind !== 'delisting');
    if (newest && newest.to === history.owner && history.listing === null) return tokenId;
  }
  throw new Error('no settled token among #7-#199');
}

describeInBrowser('a new sale reaches an open /activity page live', () => {
  const session = useBrowser();
  beforeAll(async () => {
    await waitForSyncedCollection(session.baseUrl);
    await waitForActivity(session.baseUrl);
  }, 130_000);

  it('the sale made through the demo source and the syncs appears at the top, marked new, without a reload', async () => {
    const base = session.baseUrl;
    const tokenId = await settledToken(base);
    const page = session.page();
    await page.goto('/activity');
    await page.getByTestId('activity-row').first().waitFor();
    // Gone if the page reloads.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    const reply = await fetch(`${base}/api/dev/demo-sale`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokenId, priceKas: 7_777 }),
    });
    expect(reply.status).toBe(200);

    const top = page.getByTestId('activity-row').first();
    await page.waitForFunction(
      (id) => {
        const row = document.querySelector('[data-testid="activity-row"]');
        return row?.getAttribute('data-token-id') === String(id) && row.getAttribute('data-kind') === 'sale';
      },
      tokenId,
      { timeout: 45_000 },
    );
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await top.getByText('New').count()).toBe(1);
    expect(await top.textContent()).toContain('7,777');

    // What the page shows is what the service now serves.
    const feed = await getJson<ActivityPage>(base, '/api/nft/activity?kind=sale&limit=1');
    expect(feed.items[0]).toMatchObject({ tokenId, kind: 'sale', priceKas: 7_777 });
  });
});
