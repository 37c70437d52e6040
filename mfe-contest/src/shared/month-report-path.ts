/** `year` and `month` route parameters as numbers, or null when they cannot name a month. */
export function parseMonthParams(
  year: string | undefined,
  month: string | undefined,
): { year: number; month: number } | null {
  if (!year || !month || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month)) return null;
  const y = Number(year);
  const m = Number(month);
  return m >= 1 && m <= 12 ? { year: y, month: m } : null;
}
