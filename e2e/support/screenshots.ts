import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots for a person to look at (not compared), in NACHO_SCREENSHOT_DIR or else `fallbackDir`:
 * `shot(page, name)` writes `{name}.png`.
 */
export function screenshotsIn(fallbackDir: string) {
  const dir = process.env.NACHO_SCREENSHOT_DIR ?? fallbackDir;
  return async function shot(page: Page, name: string) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  };
}
