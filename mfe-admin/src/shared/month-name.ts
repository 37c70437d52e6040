const formatter = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** "March" for 3; "Unknown" for a missing or out-of-range month (SPEC 5). */
export function monthName(month: number | null | undefined): string {
  if (!month || !Number.isInteger(month) || month < 1 || month > 12) return 'Unknown';
  return formatter.format(Date.UTC(2000, month - 1, 1));
}
