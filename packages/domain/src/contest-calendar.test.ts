import {
  contestDay,
  contestMonth,
  contestMonthKey,
  DEFAULT_CONTEST_TZ,
  monthEnd,
  monthReportPath,
  monthStart,
  nextDailyReset,
  shiftMonth,
  startOfLocalDay,
  zonedDateTime,
  zoneAbbreviation,
} from './contest-calendar';

const BERLIN = 'Europe/Berlin';
const t = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('defaults', () => {
  it('uses Europe/Berlin when no zone is given', () => {
    expect(DEFAULT_CONTEST_TZ).toBe(BERLIN);
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin
    expect(contestDay(t('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('contestDay and contestMonth', () => {
  it('follow the local date, not UTC', () => {
    expect(contestDay(t('2026-06-30T21:59:59Z'), BERLIN)).toBe('2026-06-30');
    expect(contestDay(t('2026-06-30T22:00:00Z'), BERLIN)).toBe('2026-07-01');
    expect(contestMonth(t('2026-06-30T22:00:00Z'), BERLIN)).toEqual({ year: 2026, month: 7 });
    expect(contestMonthKey(t('2026-06-30T21:59:59Z'), BERLIN)).toBe('2026-06');
    expect(contestDay(t('2026-06-30T22:00:00Z'), 'UTC')).toBe('2026-06-30');
    expect(contestDay(t('2026-01-05T03:00:00Z'), 'America/New_York')).toBe('2026-01-04');
  });

  it('zonedDateTime gives 0 for the midnight hour', () => {
    expect(zonedDateTime(t('2026-01-14T23:00:00Z'), BERLIN)).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});

describe('nextDailyReset', () => {
  it('is the next local midnight on an ordinary winter day', () => {
    expect(iso(nextDailyReset(t('2026-01-15T10:00:00Z'), BERLIN))).toBe('2026-01-15T23:00:00.000Z');
  });

  it('is strictly after now, even exactly at midnight', () => {
    expect(iso(nextDailyReset(t('2026-01-14T23:00:00Z'), BERLIN))).toBe('2026-01-15T23:00:00.000Z');
    expect(iso(nextDailyReset(t('2026-01-15T22:59:59.999Z'), BERLIN))).toBe('2026-01-15T23:00:00.000Z');
  });

  it('spring forward (Sun 29 Mar 2026, a 23 h day)', () => {
    // 2026-03-29 10:00 CEST = 08:00Z -> 2026-03-30 00:00 CEST = 22:00Z
    expect(iso(nextDailyReset(t('2026-03-29T08:00:00Z'), BERLIN))).toBe('2026-03-29T22:00:00.000Z');
    // just after midnight, before the 02:00 switch (00:30 CET)
    const start = t('2026-03-28T23:30:00Z');
    expect(contestDay(start, BERLIN)).toBe('2026-03-29');
    expect(iso(nextDailyReset(start, BERLIN))).toBe('2026-03-29T22:00:00.000Z');
    // the day is 23 hours long
    expect(startOfLocalDay(2026, 3, 30, BERLIN) - startOfLocalDay(2026, 3, 29, BERLIN)).toBe(23 * HOUR);
    // the evening before uses CET midnight
    expect(iso(nextDailyReset(t('2026-03-28T12:00:00Z'), BERLIN))).toBe('2026-03-28T23:00:00.000Z');
  });

  it('fall back (Sun 25 Oct 2026, a 25 h day)', () => {
    // 10:00 CET = 09:00Z -> 2026-10-26 00:00 CET = 23:00Z
    expect(iso(nextDailyReset(t('2026-10-25T09:00:00Z'), BERLIN))).toBe('2026-10-25T23:00:00.000Z');
    // 00:30 CEST, before the switch
    expect(iso(nextDailyReset(t('2026-10-24T22:30:00Z'), BERLIN))).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfLocalDay(2026, 10, 26, BERLIN) - startOfLocalDay(2026, 10, 25, BERLIN)).toBe(25 * HOUR);
    // the day before is still CEST
    expect(iso(nextDailyReset(t('2026-10-24T09:00:00Z'), BERLIN))).toBe('2026-10-24T22:00:00.000Z');
  });

  it('uses the first instant of the day where DST skips midnight', () => {
    // Sao Paulo, 4 Nov 2018: clocks jumped from 00:00 to 01:00 (-02:00), so the day began 03:00Z
    expect(iso(startOfLocalDay(2018, 11, 4, 'America/Sao_Paulo'))).toBe('2018-11-04T03:00:00.000Z');
  });
});

describe('monthEnd', () => {
  it('March 2026 ends at 1 April 00:00 CEST', () => {
    expect(iso(monthEnd(t('2026-03-15T12:00:00Z'), BERLIN))).toBe('2026-03-31T22:00:00.000Z');
    // before the DST switch in March it is the same target
    expect(iso(monthEnd(t('2026-03-01T00:00:00Z'), BERLIN))).toBe('2026-03-31T22:00:00.000Z');
  });

  it('uses the local month near the boundary', () => {
    // 2026-03-31T22:30Z is already 1 April in Berlin -> April ends 30 Apr 22:00Z
    expect(iso(monthEnd(t('2026-03-31T22:30:00Z'), BERLIN))).toBe('2026-04-30T22:00:00.000Z');
    expect(iso(monthEnd(t('2026-03-31T21:59:59Z'), BERLIN))).toBe('2026-03-31T22:00:00.000Z');
  });

  it('rolls December into January of the next year', () => {
    expect(iso(monthEnd(t('2026-12-10T12:00:00Z'), BERLIN))).toBe('2026-12-31T23:00:00.000Z');
    expect(contestMonth(t('2026-12-31T23:00:00Z'), BERLIN)).toEqual({ year: 2027, month: 1 });
    expect(iso(nextDailyReset(t('2026-12-31T12:00:00Z'), BERLIN))).toBe('2026-12-31T23:00:00.000Z');
  });

  it('October month end is after the fall back (CET)', () => {
    expect(iso(monthEnd(t('2026-10-05T12:00:00Z'), BERLIN))).toBe('2026-10-31T23:00:00.000Z');
  });

  it('monthStart', () => {
    expect(iso(monthStart(2026, 1, BERLIN))).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(monthStart(2026, 7, 'UTC'))).toBe('2026-07-01T00:00:00.000Z');
  });
});

describe('shiftMonth', () => {
  it('wraps years both ways', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });
});

describe('zoneAbbreviation', () => {
  it('CET in winter, CEST in summer, switching at 01:00Z on 29 Mar 2026', () => {
    expect(zoneAbbreviation(t('2026-01-15T12:00:00Z'), BERLIN)).toBe('CET');
    expect(zoneAbbreviation(t('2026-07-15T12:00:00Z'), BERLIN)).toBe('CEST');
    expect(zoneAbbreviation(t('2026-03-29T00:59:59Z'), BERLIN)).toBe('CET');
    expect(zoneAbbreviation(t('2026-03-29T01:00:00Z'), BERLIN)).toBe('CEST');
    expect(zoneAbbreviation(t('2026-10-25T00:59:59Z'), BERLIN)).toBe('CEST');
    expect(zoneAbbreviation(t('2026-10-25T01:00:00Z'), BERLIN)).toBe('CET');
  });

  it('falls back to a GMT offset form when no abbreviation exists', () => {
    expect(zoneAbbreviation(t('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe('GMT+5:30');
  });

  it('rejects an unknown zone', () => {
    expect(() => contestDay(0, 'Not/AZone')).toThrow(RangeError);
  });
});

test('monthReportPath names a month report with its year and unpadded month', () => {
  expect(monthReportPath(2026, 3)).toBe('/hall-of-fame/2026/3');
  expect(monthReportPath(2025, 12)).toBe('/hall-of-fame/2025/12');
});
