import { formatTimeAgo, wholeDaysBetween } from './time-ago';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatTimeAgo', () => {
  it('names the largest whole unit that has passed', () => {
    expect(formatTimeAgo(NOW - 20_000, NOW)).toBe('just now');
    expect(formatTimeAgo(NOW - MIN, NOW)).toBe('1 minute ago');
    expect(formatTimeAgo(NOW - 59 * MIN, NOW)).toBe('59 minutes ago');
    expect(formatTimeAgo(NOW - 3 * HOUR - 5 * MIN, NOW)).toBe('3 hours ago');
    expect(formatTimeAgo(NOW - DAY - HOUR, NOW)).toBe('yesterday');
    expect(formatTimeAgo(NOW - 16 * DAY, NOW)).toBe('2 weeks ago');
    expect(formatTimeAgo(NOW - 95 * DAY, NOW)).toBe('3 months ago');
    expect(formatTimeAgo(NOW - 800 * DAY, NOW)).toBe('2 years ago');
  });

  it('reads a moment slightly ahead of the clock (a skewed server) as just now', () => {
    expect(formatTimeAgo(NOW + 5_000, NOW)).toBe('just now');
  });
});

describe('wholeDaysBetween', () => {
  it('counts whole days and never goes below zero', () => {
    expect(wholeDaysBetween(NOW - 10 * DAY - HOUR, NOW)).toBe(10);
    expect(wholeDaysBetween(NOW - HOUR, NOW)).toBe(0);
    expect(wholeDaysBetween(NOW, NOW - DAY)).toBe(0);
  });
});
