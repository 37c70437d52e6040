import { useEffect, useState } from 'react';
import { contestCountdownText, DEFAULT_CONTEST_TZ, monthEnd } from '@nacho/domain';

export const COUNTDOWN_PENDING_TEXT = 'Calculating...';

/** Month-end countdown text in the contest zone, "Calculating..." until the first tick. */
export function useMonthEndCountdown(tz: string = DEFAULT_CONTEST_TZ, now: () => number = Date.now): string {
  const [text, setText] = useState(COUNTDOWN_PENDING_TEXT);
  useEffect(() => {
    const tick = () => {
      const at = now();
      setText(contestCountdownText(monthEnd(at, tz) - at));
    };
    tick();
    // The text has minute resolution; a one-second tick keeps it on time without drift.
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [tz, now]);
  return text;
}
