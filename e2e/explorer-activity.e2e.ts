import { mkdirSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Page } from 'playwright-core';
import type { ActivityItem, ActivityPage, Floors, TokenHistory, WalletPage, WalletValue } from '@nacho/contracts';
import { describeInBrowser, useBrowser } from './support/browser';
import { waitForSyncedCollection } from './support/demo-collection';
import { getJson } from './support/api-result';

/** Screenshots for a human look (not compared). */
const SHOTS = path.join(os.tmpdir(), 'nacho-activity-shots');

/** The demo source writes its history with the first sync; the activity job stores it right after. */
async function waitForActivity(baseUrl: string, timeoutMs = 60_000): Promise<ActivityPage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await getJson<ActivityPage>(baseUrl, '/api/nft/activity?limit=25').catch(() => undefined);
    if (page && page.items.length === 25 && page.next) return page;
    if (Date.now() > deadline) throw new Error(`no activity within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const rowTokens = (page: Page) =>
  page.getByTestId('activity-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-token-id'))));
const rowKinds = (page: Page) =>
  page.getByTestId('activity-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));

describeInBrowser('collection activity, NFT history and wallet value on the demo collection', () => {
  const session = useBrowser();
  let first: ActivityPage;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await waitForSyncedCollection(session.baseUrl);
    first = await waitForActivity(session.baseUrl);
  }, 130_000);

  it('/activity shows the feed newest first as the service gives it; Load more appends the next keyset page', async () => {
    const page = session.page();
    await page.goto('/activity');
    await page.getByTestId('activity-row').first().waitFor();
    expect(await rowTokens(page)).toEqual(first.items.map((item) => item.tokenId));
    const second = await getJson<ActivityPage>(
      session.baseUrl,
      `/api/nft/activity?cursor=${encodeURIComponent(first.next!)}&limit=25`,
    );
    await page.getByRole('button', { name: 'Load 25 more' }).click();
    await page.getByTestId('activity-row').nth(25).waitFor();
    expect(await rowTokens(page)).toEqual([...first.items, ...second.items].map((item) => item.tokenId));
    const times = [...first.items, ...second.items].map((item) => item.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await page.screenshot({ path: path.join(SHOTS, 'activity-1280.png') });
  });

  it('a kind filter and a price range go into the URL, and the rows are the filtered feed', async () => {
    const page = session.page();
    await page.goto('/activity');
    await page.getByTestId('activity-row').first().waitFor();
    await page.getByRole('group', { name: 'Event kinds' }).getByRole('button', { name: 'Sale' }).click();
    await page.getByLabel('Min price (KAS)').fill('100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/activity\?kind=sale&min=100$/);
    const expected = await getJson<ActivityPage>(session.baseUrl, '/api/nft/activity?kind=sale&minPrice=100&limit=25');
    expect(expected.items.length).toBeGreaterThan(0);
    await page.waitForFunction(
      (ids) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('[data-testid="activity-row"]')).map((row) =>
            Number(row.getAttribute('data-token-id')),
          ),
        ) === JSON.stringify(ids),
      expected.items.map((item) => item.tokenId),
    );
    expect(new Set(await rowKinds(page))).toEqual(new Set(['sale']));
    // Reload keeps the filters (they live in the URL).
    await page.reload();
    await page.getByTestId('activity-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Sale' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Min price (KAS)').inputValue()).toBe('100');
  });

  it('at 390 px the rows stack and nothing scrolls sideways', async () => {
    const page = session.page();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/activity');
      await page.getByTestId('activity-row').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(SHOTS, 'activity-390.png') });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("the NFT page shows the token's history newest first, with its counterparties and prices", async () => {
    const sale = first.items.find((item) => item.kind === 'sale') ?? first.items[0]!;
    const history = await getJson<TokenHistory>(session.baseUrl, `/api/nft/nfts/${sale.tokenId}/history`);
    const page = session.page();
    await page.goto(`/nft/${sale.tokenId}`);
    const region = page.getByRole('region', { name: 'History' });
    await region.getByTestId('history-item').first().waitFor();
    const kinds = await region
      .getByTestId('history-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')));
    expect(kinds).toEqual(history.items.map((item) => item.kind));
    const links = await region
      .getByTestId('history-item')
      .first()
      .getByRole('link')
      .evaluateAll((a) => a.map((l) => l.getAttribute('href')));
    const top = history.items[0]!;
    expect(links).toEqual([top.from, top.to].filter((w): w is string => w !== null).map((w) => `/wallet/${w}`));
    if (history.heldSince !== null) await region.getByTestId('held-for').waitFor();
    await region.screenshot({ path: path.join(SHOTS, 'nft-history-1280.png') });
  });
});

/** What a wallet's NFT is worth by the rule, computed here from the floors and the token's own history. */
function valueByRule(nft: WalletPage['items'][number], floors: Floors, history: TokenHistory): number {
  const traitFloors = nft.attributes
    .map((a) => floors.traits.find((t) => t.category === a.trait_type && t.value === String(a.value))?.floorKas ?? null)
    .filter((v): v is number => v !== null);
  const lastSale = history.items.find((item: ActivityItem) => item.kind === 'sale')?.priceKas ?? null;
  return Math.max(floors.collection.floorKas ?? 0, ...traitFloors, lastSale ?? 0);
}

describeInBrowser('wallet value on a wallet with a sold and a listed NFT', () => {
  const session = useBrowser();
  beforeAll(() => waitForSyncedCollection(session.baseUrl), 70_000);

  it('the page shows the estimate the rule gives, computed independently, with the rule beside it', async () => {
    const base = session.baseUrl;
    await waitForActivity(base);
    // A buyer of a recent sale who also has something listed.
    const sales = await getJson<ActivityPage>(base, '/api/nft/activity?kind=sale&limit=100');
    let wallet: string | undefined;
    for (const sale of sales.items) {
      const listed = await getJson<WalletPage>(base, `/api/nft/wallets/${sale.to}?listed=1&pageSize=1`).catch(
        () => undefined,
      );
      const history = await getJson<TokenHistory>(base, `/api/nft/nfts/${sale.tokenId}/history`);
      if (listed && listed.total > 0 && history.owner === sale.to && listed.count <= 100) {
        wallet = sale.to!;
        break;
      }
    }
    expect(wallet).toBeDefined();
    const floors = await getJson<Floors>(base, '/api/nft/floors');
    const nfts: WalletPage['items'] = [];
    for (let p = 1; ; p++) {
      const reply = await getJson<WalletPage>(base, `/api/nft/wallets/${wallet}?page=${p}&pageSize=100`);
      nfts.push(...reply.items);
      if (p >= reply.totalPages) break;
    }
    let expected = 0;
    for (const nft of nfts) {
      const history = await getJson<TokenHistory>(base, `/api/nft/nfts/${nft.tokenId}/history`);
      expected += valueByRule(nft, floors, history);
    }
    const reply = await getJson<WalletValue>(base, `/api/nft/wallets/${wallet}/value`);
    expect(reply.estimateKas).toBeCloseTo(expected, 2);

    const page = session.page();
    await page.goto(`/wallet/${wallet}`);
    const value = page.getByRole('region', { name: 'Estimated value' });
    await value.getByTestId('wallet-value').getByText('KAS').waitFor();
    const shown = Number((await value.getByTestId('wallet-value').textContent())!.split(' KAS')[0]!.replace(/,/g, ''));
    expect(shown).toBeCloseTo(expected, 2);
    expect(await value.getByTestId('wallet-value-rule').textContent()).toBe(reply.rule);
    await page.getByRole('checkbox', { name: 'Listed only' }).click();
    await page.getByTestId('listed-badge').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'wallet-1280.png') });
  });
});
