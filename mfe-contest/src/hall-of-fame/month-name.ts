const formatter = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** "March" for 3. */
export function monthName(month: number): string {
  return formatter.format(Date.UTC(2000, month - 1, 1));
}
