import type { Page } from 'playwright-core';

/**
 * Signs in as a demo voter through the identity work's dev sign-in (embedded/dev mode only):
 * POST /api/auth/dev/sign-in sets the session cookie on the page's context.
 */
export async function signInAsDemoVoter(page: Page, baseUrl: string): Promise<void> {
  const reply = await page.request.post(`${baseUrl}/api/auth/dev/sign-in`, { headers: { Origin: baseUrl }, data: {} });
  expect(reply.status()).toBe(200);
}

/** The header's likes-left counter of a signed-in voter. */
export const likesLeft = (page: Page) => page.getByLabel(/^\d+ likes left, resets in /);
