import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describeInBrowser, useBrowser } from './support/browser';
import { signInAsDemoVoter } from './support/demo-voter';
import { outOfVisualOrder, type FocusStop } from './support/tab-order';

/** Screenshots for a person to look at (not compared). */
const SHOT_DIR = process.env.NACHO_SCREENSHOT_DIR ?? '/tmp/shots';

/** The longest texts the signed-in header shows: a 3-digit counter, "23h 59m" and a long account name. */
const LONG_NAME = 'Maximiliane Alexandra von Hohenzollern-Sigmaringen';

async function signInWithLongestTexts(page: Page, baseUrl: string): Promise<void> {
  await signInAsDemoVoter(page, baseUrl);
  await page.route('**/api/auth/session', (route) =>
    route.fulfill({
      json: { user: { id: 'long', displayName: LONG_NAME, address: null, method: 'oidc', providerSignOut: true } },
    }),
  );
  await page.route('**/api/likes/user/limit', (route) =>
    route.fulfill({
      json: {
        dailyLikesUsed: 0,
        dailyLikeLimit: 100,
        remainingLikes: 100,
        nextReset: Date.now() + (23 * 60 + 59) * 60_000 + 50_000,
        contestTz: 'Europe/Berlin',
      },
    }),
  );
}

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(name: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} is not visible`);
  return { name, ...box };
}

/** How many lines the element's text takes (1 = it does not wrap): its text fragments grouped by vertical overlap. */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const bands: Array<{ top: number; bottom: number }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0 || rect.height === 0) continue;
        const middle = (rect.top + rect.bottom) / 2;
        const band = bands.find((b) => middle > b.top && middle < b.bottom);
        if (band) {
          band.top = Math.min(band.top, rect.top);
          band.bottom = Math.max(band.bottom, rect.bottom);
        } else bands.push({ top: rect.top, bottom: rect.bottom });
      }
    }
    return bands.length;
  });
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
  );
}

function expectNoOverlaps(boxes: Box[]): void {
  const clashes: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (overlaps(boxes[i]!, boxes[j]!)) clashes.push(`${boxes[i]!.name} / ${boxes[j]!.name}`);
  expect(clashes).toEqual([]);
}

const header = (page: Page) => page.locator('header').first();
const pill = (page: Page) => header(page).getByRole('button', { name: /^\d+ likes left, resets in / });

async function headerParts(page: Page) {
  const h = header(page);
  const brand = h.getByRole('link', { name: /NACHO/ }).first();
  return {
    brand,
    title: brand.getByText('NACHO', { exact: true }),
    badge: brand.getByText('Community tool'),
    home: h.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    hallOfFame: h.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hall of Fame' }),
    pill: pill(page),
    menu: h.getByRole('button', { name: `Account menu: ${LONG_NAME}` }),
  };
}

async function expectNoHorizontalScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** Signs in with the longest texts, opens the home page, waits for the header to settle and screenshots it as `{shot}.png`. */
async function openSignedInHeader(page: Page, baseUrl: string, shot: string) {
  await signInWithLongestTexts(page, baseUrl);
  await page.goto('/');
  const parts = await headerParts(page);
  await parts.pill.getByText('100 likes left').waitFor();
  await parts.pill.getByText('23h 59m').waitFor();
  await parts.menu.waitFor();
  await page.waitForFunction(() => !document.querySelector('header button[aria-label^="Account menu"][disabled]'));
  mkdirSync(SHOT_DIR, { recursive: true });
  await header(page).screenshot({ path: `${SHOT_DIR}/${shot}.png` });
  return parts;
}

type HeaderParts = Awaited<ReturnType<typeof headerParts>>;

/** The boxes of the header's items, with the search box or (where the width folds it) its toggle. */
async function headerBoxes(page: Page, parts: HeaderParts, search: 'box' | 'toggle'): Promise<Box[]> {
  return [
    await boxOf('title', parts.title),
    await boxOf('badge', parts.badge),
    await boxOf('Home', parts.home),
    await boxOf('Hall of Fame', parts.hallOfFame),
    await boxOf('likes pill', parts.pill),
    search === 'box'
      ? await boxOf('search box', header(page).getByRole('search').first())
      : await boxOf('search toggle', header(page).getByRole('button', { name: 'Open search' })),
    await boxOf('user menu', parts.menu),
  ];
}

async function expectEachOnOneLine(items: ReadonlyArray<readonly [string, Locator]>) {
  for (const [name, locator] of items) expect([name, await textLines(locator)]).toEqual([name, 1]);
}

for (const width of [1024, 1280, 1440]) {
  describeInBrowser(`header at ${width} px, signed in`, () => {
    const session = useBrowser({ width, height: 900 });

    it('holds on one line with the longest texts: nothing overlaps, nothing wraps', async () => {
      const page = session.page();
      const parts = await openSignedInHeader(page, session.baseUrl, `header-${width}`);
      const boxes = await headerBoxes(page, parts, width >= 1280 ? 'box' : 'toggle');
      expectNoOverlaps(boxes);
      // One row: every item shares the same vertical band.
      const top = Math.max(...boxes.map((b) => b.y));
      const bottom = Math.min(...boxes.map((b) => b.y + b.height));
      expect(top).toBeLessThan(bottom);
      await expectEachOnOneLine([
        ['Home', parts.home],
        ['Hall of Fame', parts.hallOfFame],
        ['badge', parts.badge],
        ['pill', parts.pill],
      ]);
      // The pill's text stays inside the pill.
      const pillBox = await boxOf('pill', parts.pill);
      for (const text of ['100 likes left', '23h 59m']) {
        const inner = await boxOf(text, parts.pill.getByText(text));
        expect(inner.x).toBeGreaterThanOrEqual(pillBox.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(pillBox.x + pillBox.width + 0.5);
        expect(inner.y).toBeGreaterThanOrEqual(pillBox.y);
        expect(inner.y + inner.height).toBeLessThanOrEqual(pillBox.y + pillBox.height + 0.5);
      }
      expect((await header(page).boundingBox())!.height).toBeLessThan(80);
      await expectNoHorizontalScroll(page);
    });
  });
}

describeInBrowser('header at 768 px (two rows), signed in', () => {
  const session = useBrowser({ width: 768, height: 900 });

  it('nothing overlaps, nothing wraps, nothing sticks out', async () => {
    const page = session.page();
    const parts = await openSignedInHeader(page, session.baseUrl, 'header-768');
    const boxes = await headerBoxes(page, parts, 'box');
    expectNoOverlaps(boxes);
    for (const box of boxes) expect([box.name, box.x + box.width <= 768]).toEqual([box.name, true]);
    await expectEachOnOneLine([
      ['Home', parts.home],
      ['Hall of Fame', parts.hallOfFame],
      ['pill', parts.pill],
    ]);
    await expectNoHorizontalScroll(page);
  });
});

describeInBrowser('header at 1024 px: the folded search', () => {
  const session = useBrowser({ width: 1024, height: 900 });

  it('opens a full-width search row from the toggle and the header row stays one line', async () => {
    const page = session.page();
    await signInWithLongestTexts(page, session.baseUrl);
    await page.goto('/');
    await pill(page).waitFor();
    await header(page).getByRole('button', { name: 'Open search' }).click();
    const row = page.locator('#mobile-search');
    await row.waitFor();
    const rowBox = await boxOf('search row', row);
    const pillBox = await boxOf('pill', pill(page));
    expect(rowBox.y).toBeGreaterThanOrEqual(pillBox.y + pillBox.height);
    expect(rowBox.width).toBeGreaterThan(900);
  });
});

describeInBrowser('header at 390 px, signed in', () => {
  const session = useBrowser({ width: 390, height: 844 });
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('collapses without overlaps, the pill says "likes left", and a tap shows the tooltip text', async () => {
    context = await session
      .browser()
      .newContext({ viewport: { width: 390, height: 844 }, baseURL: session.baseUrl, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const parts = await openSignedInHeader(page, session.baseUrl, 'header-390');

    expect(await parts.pill.innerText()).toMatch(/^100 likes left\s*23h 59m$/);
    const boxes = await headerBoxes(page, parts, 'toggle');
    expectNoOverlaps(boxes);
    for (const box of boxes) expect([box.name, box.x + box.width <= 390]).toEqual([box.name, true]);
    expect(await textLines(parts.pill)).toBe(1);
    expect(await textLines(parts.badge)).toBe(1);
    await expectNoHorizontalScroll(page);

    await parts.pill.tap();
    const popover = page.getByRole('dialog', { name: 'Likes left' });
    await popover.waitFor();
    expect(await popover.innerText()).toMatch(/Likes until reset at midnight \(CES?T\)/);
    expect(await popover.innerText()).toContain('0 of 100 used today; removing a like does not give it back.');
    await page.waitForTimeout(300); // past the fade-in, for the screenshot
    await page.screenshot({ path: `${SHOT_DIR}/header-390-tapped.png` });
    await parts.pill.tap();
    await popover.waitFor({ state: 'hidden' });
  });
});

describeInBrowser('session probe and keyboard sign-in (1280 px)', () => {
  const session = useBrowser({ width: 1280, height: 900 });

  it('signed out: no page logs a failed /api/auth request (the probe gets 200 {user: null})', async () => {
    const page = session.page();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/auth/') && response.status() >= 400)
        failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    const probe = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/session');
    await page.goto('/');
    const reply = await probe;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toEqual({ user: null });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.goto('/hall-of-fame');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  it('after signing in with the keyboard, focus is on the user menu button', async () => {
    const page = session.page();
    await page.goto('/');
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const demo = page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in as a demo voter' });
    await demo.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('button', { name: /^Account menu: Demo voter [0-9a-f]{4}$/ });
    await menu.waitFor();
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('aria-label')?.startsWith('Account menu: ') === true &&
        !(document.activeElement as HTMLButtonElement).disabled,
    );
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Account menu: Demo voter [0-9a-f]{4}$/,
    );
  });
});

describeInBrowser('sign out of an OpenID Connect account (1280 px)', () => {
  const session = useBrowser({ width: 1280, height: 900 });
  const ADA = { id: 'ada', displayName: 'Ada Lovelace', address: null, method: 'oidc' };
  /** The provider's end_session_endpoint: a stand-in page (the real round trip is in services/contest's oidc-sign-in test). */
  const END_SESSION = 'https://id.example/session/end';

  /**
   * Signed in with OpenID Connect until POST /api/auth/logout, which answers `logout` (the server's
   * {redirectTo} when the provider offers RP-initiated logout, else 204); then picks Sign out in the menu.
   */
  async function signOutOfAda(page: Page, providerSignOut: boolean, logout: { status: number; json?: unknown }) {
    let signedIn = true;
    const logouts: string[] = [];
    await page.route('**/api/auth/session', (route) =>
      route.fulfill({ json: { user: signedIn ? { ...ADA, providerSignOut } : null } }),
    );
    await page.route('**/api/auth/logout', (route) => {
      logouts.push(route.request().method());
      signedIn = false;
      return route.fulfill(logout);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu: Ada Lovelace' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('header button[aria-label^="Account menu"][disabled]'));
    await page.getByRole('button', { name: 'Account menu: Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    return logouts;
  }

  it("goes on to the provider's end-session URL that the sign-out reply names, so the provider session ends too", async () => {
    const page = session.page();
    const redirectTo = `${END_SESSION}?id_token_hint=e30.e30.c2ln&post_logout_redirect_uri=${encodeURIComponent(`${session.baseUrl}/`)}`;
    await page.route(`${END_SESSION}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><h1>You are signed out</h1>' }),
    );
    const logouts = await signOutOfAda(page, true, { status: 200, json: { redirectTo } });
    await page.waitForURL(redirectTo);
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
    expect(logouts).toEqual(['POST']);
  });

  it('without RP-initiated logout, stays on the page, signed out', async () => {
    const page = session.page();
    const logouts = await signOutOfAda(page, false, { status: 204 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(logouts).toEqual(['POST']);
    expect(new URL(page.url()).origin).toBe(new URL(session.baseUrl).origin);
  });
});

/** Tabs from the skip link through the header and records each stop, until the focus leaves it. */
async function headerTabStops(page: Page): Promise<FocusStop[]> {
  // From the skip link, the first stop of the page.
  await page.getByText('Skip to content').focus();
  const stops: FocusStop[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || !document.querySelector('header')!.contains(element)) return null;
      const box = element.getBoundingClientRect();
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return { label, top: box.top, bottom: box.bottom, left: box.left };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * The server renders the two-row order; a wide window takes the one-row order after hydration, and a
 * resize reaches React at the next frame. Waits for the order the width should have (navigation
 * before the tools from 1024 px, after them below) instead of reading the header while it moves.
 */
async function headerInOrderFor(page: Page, width: number): Promise<void> {
  await page.waitForFunction((oneRow) => {
    const nav = document.querySelector('header nav[aria-label="Main"]');
    const signIn = Array.from(document.querySelectorAll('header button')).find(
      (b) => b.textContent?.trim() === 'Sign in',
    );
    if (!nav || !signIn) return false;
    const navFirst = (nav.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return navFirst === oneRow;
  }, width >= 1024);
}

/** Issue 41: at 390 px the keyboard went logo → Home → Hall of Fame (second row) → search → Sign in (first row). */
const HEADER_ORDER: ReadonlyArray<readonly [number, readonly string[]]> = [
  [390, ['NACHOCommunity toolWallet Explorer', 'Open search', 'Sign in', 'Home', 'Hall of Fame']],
  [
    768,
    [
      'NACHOCommunity toolWallet Explorer',
      'Search by NFT ID or wallet address',
      'Search',
      'Sign in',
      'Home',
      'Hall of Fame',
    ],
  ],
  [1024, ['NACHOCommunity toolWallet Explorer', 'Home', 'Hall of Fame', 'Open search', 'Sign in']],
  [
    1280,
    [
      'NACHOCommunity toolWallet Explorer',
      'Home',
      'Hall of Fame',
      'Search by NFT ID or wallet address',
      'Search',
      'Sign in',
    ],
  ],
];

describeInBrowser('header keyboard order', () => {
  const session = useBrowser();

  it.each(HEADER_ORDER)(
    'at %i px follows the visual order: the first row left to right, then the second',
    async (width, expected) => {
      const page = session.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      await headerInOrderFor(page, width);
      const stops = await headerTabStops(page);
      expect(stops.map((s) => s.label)).toEqual(expected);
      expect(outOfVisualOrder(stops)).toEqual([]);
    },
  );

  it('keeps the order when the window crosses 1024 px, and the header keeps its state', async () => {
    const page = session.page();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.locator('#mobile-search').waitFor();
    await page.setViewportSize({ width: 1100, height: 900 });
    await headerInOrderFor(page, 1100);
    // The open search row stays open (the header's state survives the new order).
    await page.locator('#mobile-search').waitFor();
    const stops = await headerTabStops(page);
    expect(stops.map((s) => s.label).slice(0, 3)).toEqual([
      'NACHOCommunity toolWallet Explorer',
      'Home',
      'Hall of Fame',
    ]);
    expect(outOfVisualOrder(stops)).toEqual([]);
  });
});
