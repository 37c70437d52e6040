import { formatMoment, viewerTimeZone } from './moment-format';

const t = (iso: string): number => Date.parse(iso);
const BERLIN = 'Europe/Berlin';
const NOW = t('2026-11-21T13:30:00Z'); // 14:30 CET on Saturday 21 November 2026

describe('formatMoment: one format for every time the site shows', () => {
  it('today: the 24-hour time and the zone, no date', () => {
    expect(formatMoment(t('2026-11-21T03:45:00Z'), { timeZone: BERLIN, now: NOW })).toBe('04:45 CET');
    expect(formatMoment(t('2026-11-21T16:05:00Z'), { timeZone: BERLIN, now: NOW })).toBe('17:05 CET');
  });

  it('another day of this year: the day and month first', () => {
    expect(formatMoment(t('2026-11-20T13:05:00Z'), { timeZone: BERLIN, now: NOW })).toBe('20 Nov, 14:05 CET');
    expect(formatMoment(t('2026-07-01T10:00:00Z'), { timeZone: BERLIN, now: NOW })).toBe('1 Jul, 12:00 CEST');
  });

  it('another year: with the year', () => {
    expect(formatMoment(t('2025-12-31T22:59:00Z'), { timeZone: BERLIN, now: NOW })).toBe('31 Dec 2025, 23:59 CET');
  });

  it('"today" is the day in the zone shown, not in UTC', () => {
    // 23:30 UTC on 20 November is 00:30 on the 21st in Berlin: today there.
    expect(formatMoment(t('2026-11-20T23:30:00Z'), { timeZone: BERLIN, now: NOW })).toBe('00:30 CET');
    // and 18:30 on the 20th in New York: yesterday there.
    expect(formatMoment(t('2026-11-20T23:30:00Z'), { timeZone: 'America/New_York', now: NOW })).toBe(
      '20 Nov, 18:30 EST',
    );
  });

  it('seconds on request (logs)', () => {
    expect(formatMoment(t('2026-11-21T03:45:07Z'), { timeZone: BERLIN, now: NOW, seconds: true })).toBe('04:45:07 CET');
  });

  it("a zone without a common abbreviation is named by its offset; the default zone is the viewer's", () => {
    expect(formatMoment(t('2026-11-21T03:45:00Z'), { timeZone: 'Asia/Tokyo', now: NOW })).toBe('12:45 GMT+9');
    expect(formatMoment(NOW, { now: NOW })).toBe(formatMoment(NOW, { now: NOW, timeZone: viewerTimeZone() }));
    expect(viewerTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
