import type { Page } from 'playwright-core';

/**
 * Has `page` render its pages in the browser alone: the data block of the server's first view is
 * taken out of each page's HTML, so the shell renders the page itself and the page's reads go out
 * from the browser, where a test can answer them (page.route) to pin a state of the page.
 */
export async function renderPagesInBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="server-render-state">[^<]*<\/script>/,
        '',
      );
      return route.fulfill({ response, body: html });
    },
  );
}
