import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { contestMonth } from '@nacho/domain';
import { E2E_ADMIN_PASSCODE } from './support/admin-passcode';
import { likesLeft, signInAsDemoVoter } from './support/demo-voter';
import { emptyContestForSuite } from './support/empty-contest';

const SHOTS = '/tmp/shots';
// How long a live update may take here: far below the slowest polling interval (60 s), so only the
// event stream can deliver it in time, and loose enough for a loaded CI machine. How fast it really
// is goes to the log here and to the live-likes benchmark (BENCHMARKS.md), not into an assertion.
const LIVE = 5_000;

const leftOf = async (page: Page) => Number((await likesLeft(page).getAttribute('aria-label'))!.split(' ')[0]);
/** Event streams each page opened (one per tab is the rule), as the browser sent them. */
const streams = new Map<Page, number>();

describeInBrowser('live likes (Server-Sent Events)', () => {
  const session = useBrowser();
  const contexts: BrowserContext[] = [];
  const newPage = async (width: number, context?: BrowserContext) => {
    const c =
      context ?? (await session.browser().newContext({ viewport: { width, height: 900 }, baseURL: session.baseUrl }));
    if (!context) contexts.push(c);
    const p = await c.newPage();
    p.setDefaultTimeout(15_000);
    streams.set(p, 0);
    p.on('request', (r) => {
      if (r.url().includes('/api/likes/stream')) streams.set(p, (streams.get(p) ?? 0) + 1);
    });
    return p;
  };
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  emptyContestForSuite(session.baseUrl);
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  it("a like in one browser shows on another browser's NFT page and rankings, and the likes left in the liker's other tab, without a reload", async () => {
    // The voter: one tab likes, a second tab shows the header counter.
    const voter = await newPage(1280);
    await signInAsDemoVoter(voter, session.baseUrl);
    const voterOtherTab = await newPage(1280, voter.context());
    // Someone else, signed out, on a phone: the NFT page, and the rankings on a desktop.
    const watcher = await newPage(390);
    const rankings = await newPage(1280);

    await voter.goto('/nft/5');
    await voterOtherTab.goto('/all-liked-nfts');
    await watcher.goto('/nft/5');
    await rankings.goto('/all-liked-nfts');
    await watcher.getByRole('button', { name: /^Like NACHO #5, 0 likes this month$/ }).waitFor();
    await likesLeft(voterOtherTab).waitFor();
    const before = await leftOf(voterOtherTab);
    // Let every page's stream open (the hello event) before the like.
    for (const p of [voter, voterOtherTab, watcher, rankings]) expect(streams.get(p)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));

    await voter.getByRole('button', { name: /^Like NACHO #5, 0 likes this month$/ }).click();
    const clicked = Date.now();
    const shown = await Promise.all(
      [
        watcher.getByRole('button', { name: /^Like NACHO #5, 1 like this month$/ }),
        voterOtherTab.getByLabel(new RegExp(`^${before - 1} likes left`)),
        rankings.getByRole('button', { name: /^Like NACHO #5, 1 like this month$/ }),
      ].map((l) => l.waitFor({ timeout: LIVE }).then(() => Date.now() - clicked)),
    );
    console.log(`like shown ${shown.join(' / ')} ms after the click (NFT page, likes left in the other tab, rankings)`);
    await watcher.screenshot({ path: `${SHOTS}/live-like-nft-390.png` });
    await rankings.screenshot({ path: `${SHOTS}/live-like-rankings-1280.png` });
    await voterOtherTab.screenshot({ path: `${SHOTS}/live-likes-left-1280.png` });
    // No reload happened, and each tab opened one stream.
    for (const p of [voter, voterOtherTab, watcher, rankings]) expect(streams.get(p)).toBe(1);

    // The unlike reaches them too.
    await voter.getByRole('button', { name: /^Unlike NACHO #5, 1 like this month$/ }).click();
    await watcher.getByRole('button', { name: /^Like NACHO #5, 0 likes this month$/ }).waitFor({ timeout: LIVE });
  });

  it('the banner and the Hall of Fame switch to a new NFT of the Month without a reload', async () => {
    const visitor = await newPage(390);
    const hallOfFame = await newPage(1280);
    await visitor.goto('/');
    await hallOfFame.goto('/hall-of-fame');
    const banner = visitor.getByRole('region', { name: 'NFT of the Month' });
    await banner
      .getByText(/There is no|first/i)
      .first()
      .waitFor()
      .catch(() => undefined);
    expect(await banner.getByText('NACHO #77', { exact: true }).count()).toBe(0);
    for (const p of [visitor, hallOfFame]) expect(streams.get(p)).toBe(1);

    // The operator sets last month's winner (a crowning sends the same event, from the worker or the inline job).
    const admin = await newPage(1280);
    const signIn = await admin.request.post(`${session.baseUrl}/api/admin/session`, {
      headers: { Origin: session.baseUrl },
      data: { passcode: E2E_ADMIN_PASSCODE },
    });
    expect(signIn.status()).toBe(200);
    const now = contestMonth(Date.now(), 'Europe/Berlin');
    const last = now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 };
    const declared = await admin.request.post(`${session.baseUrl}/api/admin/declare-winner`, {
      headers: { Origin: session.baseUrl },
      data: { tokenId: 77, ...last },
    });
    expect(declared.status()).toBe(200);
    const at = Date.now();
    await banner.getByText('NACHO #77', { exact: true }).waitFor({ timeout: LIVE });
    console.log(`banner switched ${Date.now() - at} ms after the declare answered`);
    await hallOfFame.getByText('NACHO #77').first().waitFor({ timeout: LIVE });
    await visitor.screenshot({ path: `${SHOTS}/live-banner-390.png` });
    await hallOfFame.screenshot({ path: `${SHOTS}/live-hall-of-fame-1280.png` });
    for (const p of [visitor, hallOfFame]) expect(streams.get(p)).toBe(1);
  });
});
