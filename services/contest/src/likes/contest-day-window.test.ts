import { contestDay, nextDailyReset } from '@nacho/domain';
import { contestDayWindow } from './contest-day-window';

describe('contest day window', () => {
  it('gives the same day, month and reset as the calendar helpers, also across a DST change and back in time', () => {
    const instants = [
      Date.UTC(2026, 2, 28, 22, 59, 59),
      Date.UTC(2026, 2, 28, 23, 0, 0),
      Date.UTC(2026, 2, 29, 21, 59, 59),
      Date.UTC(2026, 2, 29, 22, 0, 0),
      Date.UTC(2026, 9, 25, 22, 59, 59),
      Date.UTC(2026, 9, 25, 23, 0, 0),
      Date.UTC(2026, 2, 1, 12, 0, 0),
    ];
    for (const tz of ['Europe/Berlin', 'America/New_York']) {
      for (const t of instants) {
        const w = contestDayWindow(t, tz);
        expect([w.day, w.nextReset]).toEqual([contestDay(t, tz), nextDailyReset(t, tz)]);
        expect(w.start).toBeLessThanOrEqual(t);
      }
    }
  });
});
