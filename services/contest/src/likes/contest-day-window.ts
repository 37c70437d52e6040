import {
  contestDay,
  contestMonth,
  contestMonthKey,
  nextDailyReset,
  startOfLocalDay,
  zonedDateTime,
  type YearMonth,
} from '@nacho/domain';

/** Everything a like needs to know about "today" in the contest zone. */
export interface ContestDayWindow {
  /** First instant of the contest day (epoch ms). */
  start: number;
  /** The next local midnight: the daily reset (epoch ms). */
  nextReset: number;
  day: string;
  month: YearMonth;
  monthKey: string;
}

const cache = new Map<string, ContestDayWindow>();

/**
 * The contest day containing `now`, computed once per zone and day: the zone arithmetic (Intl,
 * a binary search for local midnight) costs milliseconds, far more than the like's SQL.
 */
export function contestDayWindow(now: number, tz: string): ContestDayWindow {
  const cached = cache.get(tz);
  if (cached && now >= cached.start && now < cached.nextReset) return cached;
  const z = zonedDateTime(now, tz);
  const window = {
    start: startOfLocalDay(z.year, z.month, z.day, tz),
    nextReset: nextDailyReset(now, tz),
    day: contestDay(now, tz),
    month: contestMonth(now, tz),
    monthKey: contestMonthKey(now, tz),
  };
  cache.set(tz, window);
  return window;
}
