import { DEFAULT_CONTEST_TZ, zoneAbbreviation } from '@nacho/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${tz}|${withYear}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

/** "1 June 2026, 00:00 CEST": a moment in the contest zone (the zone of the month boundaries). */
export function contestTime(
  ms: number,
  { tz = DEFAULT_CONTEST_TZ, withYear = true }: { tz?: string; withYear?: boolean } = {},
): string {
  return `${formatter(tz, withYear).format(ms).replace(' at ', ', ')} ${zoneAbbreviation(ms, tz)}`;
}
