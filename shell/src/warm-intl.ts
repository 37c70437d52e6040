/**
 * The first Intl formatter a page builds loads the locale's data: about 12 ms on a desktop, four
 * times that on a slow phone, while later formatters with other options or time zones take a
 * tenth of a millisecond. Every screen formats numbers and dates in its first render. Built
 * while the page still waits for its scripts to download, that cost leaves the first render.
 */
export function warmIntl(): void {
  new Intl.NumberFormat('en-US').format(0);
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0);
}
