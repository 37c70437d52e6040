/**
 * Contest clock in one time zone (CONTEST_TZ, default Europe/Berlin): contest day, month,
 * next daily reset (local midnight) and month end. Uses only Intl.DateTimeFormat, so it is
 * correct across DST changes (23 h and 25 h days) in any IANA zone.
 */

export const DEFAULT_CONTEST_TZ = 'Europe/Berlin';

export interface ZonedDateTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Wall-clock date and time in `tz` at the instant `ms`. */
export function zonedDateTime(ms: number, tz: string = DEFAULT_CONTEST_TZ): ZonedDateTime {
  const out: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(ms)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour % 24,
    minute: out.minute,
    second: out.second,
  };
}

function dayKey(y: number, m: number, d: number): number {
  return y * 10000 + m * 100 + d;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * Epoch ms of the first instant of local calendar day y-m-d in `tz` (normally 00:00; later
 * if midnight is skipped by a DST change). Day and month may overflow (day 32, month 13).
 */
export function startOfLocalDay(year: number, month: number, day: number, tz: string = DEFAULT_CONTEST_TZ): number {
  const norm = new Date(Date.UTC(year, month - 1, day));
  const target = dayKey(norm.getUTCFullYear(), norm.getUTCMonth() + 1, norm.getUTCDate());
  const keyAt = (s: number): number => {
    const z = zonedDateTime(s * 1000, tz);
    return dayKey(z.year, z.month, z.day);
  };
  // Zone offsets lie within UTC-12..UTC+14: local midnight is within these bounds (seconds).
  let lo = norm.getTime() / 1000 - 15 * 3600;
  let hi = norm.getTime() / 1000 + 13 * 3600;
  // Find the first second whose local day is >= target.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (keyAt(mid) >= target) hi = mid;
    else lo = mid + 1;
  }
  return lo * 1000;
}

/** Contest day (local date in `tz`) as YYYY-MM-DD. */
export function contestDay(nowMs: number, tz: string = DEFAULT_CONTEST_TZ): string {
  const z = zonedDateTime(nowMs, tz);
  return `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)}`;
}

/** Contest month (local in `tz`). */
export function contestMonth(nowMs: number, tz: string = DEFAULT_CONTEST_TZ): YearMonth {
  const z = zonedDateTime(nowMs, tz);
  return { year: z.year, month: z.month };
}

/** Contest month as YYYY-MM (the nft_likes.contest_month column). */
export function contestMonthKey(nowMs: number, tz: string = DEFAULT_CONTEST_TZ): string {
  return yearMonthKey(contestMonth(nowMs, tz));
}

/** A year and month as YYYY-MM (the nft_likes.contest_month column). */
export function yearMonthKey({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

/** The public report of a contest month, on every front end: /hall-of-fame/{year}/{month} (month 1-12, not padded). */
export function monthReportPath(year: number, month: number): string {
  return `/hall-of-fame/${year}/${month}`;
}

/** Months compared in order: negative when `a` is before `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The month `delta` months after (or before, if negative) the given one. */
export function shiftMonth(ym: YearMonth, delta: number): YearMonth {
  const i = ym.year * 12 + (ym.month - 1) + delta;
  return { year: Math.floor(i / 12), month: (((i % 12) + 12) % 12) + 1 };
}

/** Epoch ms of the next local midnight in `tz` strictly after `nowMs` (the daily like reset). */
export function nextDailyReset(nowMs: number, tz: string = DEFAULT_CONTEST_TZ): number {
  const z = zonedDateTime(nowMs, tz);
  return startOfLocalDay(z.year, z.month, z.day + 1, tz);
}

/** Epoch ms of local 00:00 on the first day of the given month in `tz`. */
export function monthStart(year: number, month: number, tz: string = DEFAULT_CONTEST_TZ): number {
  return startOfLocalDay(year, month, 1, tz);
}

/** Epoch ms of the end of the current contest month: the 1st of next month, 00:00 local. */
export function monthEnd(nowMs: number, tz: string = DEFAULT_CONTEST_TZ): number {
  const next = shiftMonth(contestMonth(nowMs, tz), 1);
  return monthStart(next.year, next.month, tz);
}

const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneNameFormatter(locale: string, tz: string): Intl.DateTimeFormat {
  const key = `${locale}|${tz}`;
  let f = zoneNameFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: 'short' });
    zoneNameFormatters.set(key, f);
  }
  return f;
}

const GMT_FORM = /^(GMT|UTC)[+\-\u2212]/;

/**
 * Short name of the zone at `nowMs`, e.g. "CET"/"CEST" for Europe/Berlin. Uses the first
 * locale (en-US, en-GB) that gives a real abbreviation, else the GMT+X form Intl gives.
 */
export function zoneAbbreviation(nowMs: number, tz: string = DEFAULT_CONTEST_TZ): string {
  let fallback = '';
  for (const locale of ['en-US', 'en-GB']) {
    const part = zoneNameFormatter(locale, tz)
      .formatToParts(nowMs)
      .find((p) => p.type === 'timeZoneName');
    const name = part?.value ?? '';
    if (name && !GMT_FORM.test(name)) return name;
    if (!fallback) fallback = name;
  }
  return fallback.replace('\u2212', '-') || tz;
}
