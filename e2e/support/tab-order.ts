import type { Page } from 'playwright-core';

export interface FocusStop {
  label: string;
  /** Page coordinates of the focused element's box. */
  top: number;
  bottom: number;
  left: number;
}

/**
 * Tabs through the main content (from its start until the focus leaves it) and records where
 * each focused element sits on the page.
 */
export async function mainTabStops(page: Page, maxStops = 80): Promise<FocusStop[]> {
  await page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    main.focus();
  });
  const stops: FocusStop[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || !document.getElementById('main-content')!.contains(element)) return null;
      const box = element.getBoundingClientRect();
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return {
        label,
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
        left: box.left + window.scrollX,
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Pairs of consecutive stops where the focus goes back up the page (the next element lies wholly
 * above the previous one) or leftwards on the same line: the tab order leaves the visual order.
 */
export function outOfVisualOrder(stops: readonly FocusStop[]): string[] {
  const problems: string[] = [];
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1], stops[i]];
    const sameLine = b.top < a.bottom && a.top < b.bottom;
    if (b.bottom <= a.top + 1 || (sameLine && b.left < a.left - 1)) problems.push(`"${a.label}" -> "${b.label}"`);
  }
  return problems;
}
