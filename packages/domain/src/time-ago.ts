/** Units from the largest down, with their length in ms. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3_600_000],
  ['month', 30 * 24 * 3_600_000],
  ['week', 7 * 24 * 3_600_000],
  ['day', 24 * 3_600_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago a moment was, in its largest whole unit: "just now", "5 minutes ago", "yesterday",
 * "3 weeks ago". Shown beside formatMoment's exact time (in a title), never instead of it.
 */
export function formatTimeAgo(at: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - at);
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}

/** Whole days between two moments (a holding's length), never negative. */
export function wholeDaysBetween(from: number, to: number): number {
  return Math.max(0, Math.floor((to - from) / (24 * 3_600_000)));
}
