import { zoneAbbreviation, zonedDateTime } from './contest-calendar';

/**
 * How every screen shows a moment. Two zones are in use, each named on the screen:
 * - the contest's zone (CONTEST_TZ) for the moments the contest rules are made of (a month's end,
 *   the daily like reset, when a winner was set, when an NFT reached its count, a month's moderation),
 *   because those rules are defined in it: a month ends at 00:00 there, wherever the visitor is;
 * - the viewer's own zone for everything else (data freshness, market data, sales, admin logs).
 */

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

let viewerZone: string | undefined;

/** The IANA zone of the viewer's clock (the browser's; the process's on a server). */
export function viewerTimeZone(): string {
  viewerZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return viewerZone;
}

export interface MomentFormatOptions {
  /** The IANA zone to show the moment in; default the viewer's own (viewerTimeZone()). */
  timeZone?: string;
  /** Now (epoch ms), for "today" and "this year" in that zone; default Date.now(). */
  now?: number;
  /** With seconds (the admin's logs). */
  seconds?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as every screen shows it: 24-hour time and the zone's abbreviation, the date before it
 * when it is not today in that zone, and the year when it is not this year:
 * "14:05 CET", "20 Nov, 14:05 CET", "20 Nov 2025, 14:05 CET".
 */
export function formatMoment(
  at: number,
  { timeZone, now = Date.now(), seconds = false }: MomentFormatOptions = {},
): string {
  const zone = timeZone ?? viewerTimeZone();
  const moment = zonedDateTime(at, zone);
  const today = zonedDateTime(now, zone);
  const time = `${pad(moment.hour)}:${pad(moment.minute)}${seconds ? `:${pad(moment.second)}` : ''} ${zoneAbbreviation(at, zone)}`;
  if (moment.year === today.year && moment.month === today.month && moment.day === today.day) return time;
  const year = moment.year === today.year ? '' : ` ${moment.year}`;
  return `${moment.day} ${SHORT_MONTHS[moment.month - 1]}${year}, ${time}`;
}
