import type { ConsoleMessage } from 'playwright-core';
import { APP_ROUTES, NOT_FOUND_ROUTE } from './support/app-routes';
import { describeInBrowser, useBrowser } from './support/browser';

/** Every screen of the shell and its three remotes, and its 404 page. */
const SCREENS = [...APP_ROUTES, NOT_FOUND_ROUTE];

const isCspViolation = (text: string) =>
  /Content Security Policy|Refused to (load|execute|apply|connect|evaluate)/i.test(text);

describeInBrowser('Content-Security-Policy', () => {
  const session = useBrowser();

  it.each(SCREENS)('$path loads under the policy with no violation', async ({ path, heading }) => {
    const page = session.page();
    const violations: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (isCspViolation(message.text())) violations.push(message.text());
    });
    const response = await page.goto(path);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/(^|; )script-src 'self'[^;]*(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/(^|; )object-src 'none'/);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Images and late chunks of the screen: wait until the network is quiet before reading the console.
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('the policy really is enforced: an inline script is refused', async () => {
    const page = session.page();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'NACHO Dashboard' }).waitFor();
    const violation = page.waitForEvent('console', { predicate: (message) => isCspViolation(message.text()) });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      return (window as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    expect((await violation).text()).toMatch(/inline script/i);
  });
});
