import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { COLLECTION_NAME, countdownParts, DEFAULT_CONTEST_TZ, formatMoment, monthEnd } from '@nacho/domain';
import type { HallOfFameTop } from '@nacho/contracts';
import { Card, useHydrated } from '@nacho/ui';

/** What happens at the month end: a crowning, unless the month already has its winner. */
function monthEndNote(endLabel: string, winner: HallOfFameTop['monthWinner'] | undefined): string {
  if (!winner) return `${endLabel}: the NFT with the most likes is crowned NFT of the Month.`;
  const name = `${COLLECTION_NAME} #${winner.tokenId}`;
  return `${endLabel}. ${winner.how === 'declared' ? `${name} was chosen by the contest operator for this month.` : `${name} is already this month's NFT of the Month.`}`;
}

/**
 * Days, hours, minutes and seconds to the month end in the contest zone, ticking every second.
 * `monthWinner`: the current month's winner when the operator already set it (then no crowning is promised).
 */
export function ContestCountdown({
  monthEndsAt,
  tz = DEFAULT_CONTEST_TZ,
  monthWinner,
}: {
  monthEndsAt?: number;
  tz?: string;
  monthWinner?: HallOfFameTop['monthWinner'];
}) {
  const [now, setNow] = useState(() => Date.now());
  // The seconds of the server's clock would not be the browser's: "--" until the page is hydrated.
  const hydrated = useHydrated();
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  let end = monthEndsAt ?? monthEnd(now, tz);
  let winner = monthWinner;
  // The server's month end has passed (the page stayed open over midnight): count to the next one,
  // which has no winner yet as far as this page knows.
  if (end <= now) {
    end = monthEnd(now, tz);
    winner = null;
  }
  const parts = countdownParts(end - now);
  // The month ends at 00:00 in the contest zone: shown in that zone, named.
  const endLabel = formatMoment(end, { timeZone: tz, now });
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <Card
      className="flex flex-col gap-4 border-primary/30 p-4 md:flex-row md:items-center md:justify-between md:p-6"
      role="timer"
      aria-label="Time left in this month's contest"
    >
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-primary uppercase">
          <Timer aria-hidden="true" className="size-4" />
          Monthly contest ends in
        </p>
        <p className="text-sm text-muted-foreground">{monthEndNote(endLabel, winner)}</p>
      </div>
      <div className="grid grid-cols-4 gap-2" aria-live="off">
        {units.map(([label, value]) => (
          <div key={label} className="flex min-w-16 flex-col items-center rounded-lg bg-muted px-3 py-2">
            <span className="text-2xl font-bold tabular-nums" data-testid={`countdown-${label}`}>
              {hydrated ? String(value).padStart(2, '0') : '--'}
            </span>
            <span className="text-xs text-muted-foreground">{label}</span>
          </div>
        ))}
      </div>
    </Card>
  );
}
