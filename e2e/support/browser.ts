import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserServer, Page } from 'playwright-core';
import {
  connectChromium,
  launchChromium as launchChromiumAt,
  launchChromiumServer,
  TEST_CHROMIUM_PATH,
} from '../../scripts/chromium.cjs';
import { readHarnessState } from './harness-state';

/** The browser tests' Chromium (the headless shell when installed: scripts/chromium.cjs). */
export const launchChromium = () => launchChromiumAt(TEST_CHROMIUM_PATH);
const E2E_TEST_TIMEOUT_MS = 60_000;

/** Why the browser tests cannot run here, or undefined when they can. */
export function browserSkipReason(): string | undefined {
  return existsSync(TEST_CHROMIUM_PATH)
    ? undefined
    : `Chromium is not installed at ${TEST_CHROMIUM_PATH} (apt-get install -y chromium chromium-headless-shell)`;
}

/**
 * describe() for browser tests: skipped, with the reason printed, when global setup found no
 * browser (global setup already failed the run when CI=true).
 */
export function describeInBrowser(name: string, body: () => void): void {
  // jest ignores testTimeout inside a `projects` entry, so the e2e project's 60 s is set here.
  jest.setTimeout(E2E_TEST_TIMEOUT_MS);
  const { skipReason } = readHarnessState();
  if (skipReason) {
    console.warn(`Skipping "${name}": ${skipReason}`);
    const skipped = describe.skip;
    skipped(`${name} [skipped: ${skipReason}]`, body);
  } else {
    describe(name, body);
  }
}

/**
 * The one Chromium of a test run: global setup launches it as a browser server and hands its
 * endpoint to the tests in the harness state; global teardown closes it.
 */
const RUN_BROWSER = Symbol.for('nacho.e2e.runBrowser');
type WithRunBrowser = { [RUN_BROWSER]?: BrowserServer };

export async function startRunBrowser(): Promise<string> {
  const server = await launchChromiumServer(TEST_CHROMIUM_PATH);
  (globalThis as WithRunBrowser)[RUN_BROWSER] = server;
  return server.wsEndpoint();
}

export async function stopRunBrowser(): Promise<void> {
  await (globalThis as WithRunBrowser)[RUN_BROWSER]?.close();
}

/**
 * A connection to the run's Chromium (or, without one, a Chromium of its own); closing it closes
 * the contexts made through it. Launching Chromium for each test file cost about a second each.
 */
export async function connectBrowser(): Promise<Browser> {
  const { browserWsEndpoint } = readHarnessState();
  return browserWsEndpoint ? connectChromium(browserWsEndpoint) : launchChromium();
}

/**
 * A server-rendered page shows its controls before the shell has hydrated them: a click or a key
 * then does nothing, as for a visitor who taps during the first second. Tests act on the page as it
 * is once the shell is ready (`<html data-app-ready>`, set after its first commit); a page that never
 * becomes ready (scripts off, a boot failure) is left to the test's own checks after a short wait.
 */
const readyAfterNavigation = new WeakSet<Page>();
function waitForAppAfterNavigation(page: Page): void {
  if (readyAfterNavigation.has(page)) return;
  readyAfterNavigation.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
    return response;
  };
}

export interface BrowserSession {
  baseUrl: string;
  browser: () => Browser;
  /** A fresh context and page per test, closed after it. */
  page: () => Page;
}

/**
 * The run's browser for the describe block and a fresh context and page for each test. `bypassCSP`
 * is for tests that inject a testing tool (axe-core) into the page; the page's CSP itself is tested elsewhere.
 */
export function useBrowser(
  viewport = { width: 1280, height: 900 },
  options: { bypassCSP?: boolean } = {},
): BrowserSession {
  const { baseUrl } = readHarnessState();
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await connectBrowser();
    // The tests' own contexts (other viewports, scripts off) get the same wait on their pages.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (contextOptions) => {
      const made = await newContext(contextOptions);
      if (contextOptions?.javaScriptEnabled !== false) made.on('page', waitForAppAfterNavigation);
      return made;
    };
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({ viewport, baseURL: baseUrl, bypassCSP: options.bypassCSP ?? false });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    waitForAppAfterNavigation(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  return { baseUrl, browser: () => browser!, page: () => page! };
}
