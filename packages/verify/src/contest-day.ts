/** Zone offsets change on quarter hours at most: the day of any instant in one quarter hour is the same. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The contest day (YYYY-MM-DD) of an instant in the contest's time zone, as the site counts a day's
 * likes. Formatting a date is slow next to the rest of a check: each quarter hour is computed once.
 * Throws a RangeError for a zone the platform does not know.
 */
export function contestDayOf(timeZone: string): (epochMs: number) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<number, string>();
  return (epochMs) => {
    const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
    let day = days.get(quarter);
    if (day === undefined) {
      const parts = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, p.value]));
      day = `${parts.year}-${parts.month}-${parts.day}`;
      days.set(quarter, day);
    }
    return day;
  };
}
