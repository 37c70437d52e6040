import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSCODE } from '../e2e/support/admin-passcode';
import { describeInBrowser, useBrowser } from '../e2e/support/browser';
import { injectStandInKasware } from '../e2e/support/stand-in-kasware';
import { stackRedis } from './support/stack-harness';

/** Screenshots for a person to look at (not compared): NACHO_SCREENSHOT_DIR or /tmp. */
const SCREENSHOT_DIR = process.env.NACHO_SCREENSHOT_DIR ?? '/tmp/nacho-stack-screenshots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The X-Instance of every /api answer the page got, by path prefix. */
function instancesSeen(page: Page): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const instance = response.headers()['x-instance'];
    if (!pathname.startsWith('/api/') || !instance) return;
    const service = pathname.split('/')[2]!;
    if (!seen.has(service)) seen.set(service, new Set());
    seen.get(service)!.add(instance);
  });
  return seen;
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  describeInBrowser(`the product through the edge (${label})`, () => {
    const session = useBrowser(viewport);

    it('the dashboard loads its cards from the nft and market replicas and the remotes from their static hosts', async () => {
      const page = session.page();
      const seen = instancesSeen(page);
      const remotes = new Set<string>();
      page.on('response', (r) => {
        const m = /^\/mfe\/(\w+)\//.exec(new URL(r.url()).pathname);
        if (m && r.status() === 200) remotes.add(m[1]!);
      });
      await page.goto('/');
      await page.getByRole('heading', { name: 'NACHO Dashboard' }).waitFor();
      await page.getByRole('region', { name: 'Top Holders' }).getByTestId('top-holder-row').nth(4).waitFor();
      await page.getByTestId('unique-holders').waitFor();
      await shot(page, `${label}-dashboard`);
      expect([...(seen.get('nft') ?? [])].every((i) => /^nft-[12]$/.test(i))).toBe(true);
      expect(seen.get('nft')?.size).toBeGreaterThan(0);
      await page
        .getByText('Failed to fetch market data')
        .or(page.getByRole('region', { name: /market/i }).first())
        .first()
        .waitFor();
      expect([...(seen.get('market') ?? [])].every((i) => /^market-[12]$/.test(i))).toBe(true);
      expect(remotes.has('explorer')).toBe(true);
    });

    it('an NFT page, wallet sign-in and a like, served by the replicas behind the edge', async () => {
      const page = session.page();
      const seen = instancesSeen(page);
      const wallet = await injectStandInKasware(page.context());
      const token = label === 'desktop' ? 5 : 6;
      await page.goto(`/nft/${token}`);
      await page.getByRole('heading', { level: 1, name: `NACHO #${token}` }).waitFor();
      await page.getByText('Owned by').waitFor();

      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('button', { name: 'Sign in with KasWare' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const body = wallet.address.slice('kaspa:'.length);
      await page.getByRole('button', { name: `Account menu: kaspa:${body.slice(0, 4)}…${body.slice(-4)}` }).waitFor();
      expect(wallet.signed[0]).toContain(`Sign in to the NACHO explorer at ${session.baseUrl}`);

      await page.getByRole('button', { name: new RegExp(`^Like NACHO #${token}, \\d+ likes? this month$`) }).click();
      await page.getByText('NFT Liked!', { exact: true }).waitFor();
      await page
        .getByRole('button', { name: new RegExp(`^Unlike NACHO #${token}, \\d+ likes? this month$`) })
        .waitFor();
      await shot(page, `${label}-nft-liked`);

      // The session holds on whichever replica answers next.
      await page.reload();
      await page
        .getByRole('button', { name: new RegExp(`^Unlike NACHO #${token}, \\d+ likes? this month$`) })
        .waitFor();
      expect([...(seen.get('likes') ?? [])].every((i) => /^contest-[12]$/.test(i))).toBe(true);
      expect(seen.get('auth')?.size).toBeGreaterThan(0);
    });

    it('the admin panel unlocks with the passcode', async () => {
      const redis = stackRedis();
      try {
        // Other stack tests spend this IP's passcode attempts on purpose.
        const keys = await redis.keys('nacho:admin-passcode*');
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
      const page = session.page();
      await page.goto('/admin');
      await page.getByLabel('Passcode').fill(E2E_ADMIN_PASSCODE);
      const reply = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/admin/session' && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Unlock' }).click();
      expect((await reply).status()).toBe(200);
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      await shot(page, `${label}-admin`);
    });
  });
}
