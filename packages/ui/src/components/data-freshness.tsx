import { CloudOff } from 'lucide-react';
import { formatMoment } from '@nacho/domain';
import { cn } from '../lib/cn';
import { SERVER_RENDER_TIME_ZONE, useHydrated } from '../lib/use-hydrated';

export interface DataFreshnessProps {
  /** When the data shown was last brought up to date (epoch ms); null: not known yet (renders nothing). */
  asOf: number | null;
  /** Whether visitors should be told that the data is out of date. */
  stale: boolean;
  /** When the source began failing (epoch ms), if the last attempt failed. */
  failingSince?: number | null;
  /** Who the data comes from, as the banner names it ("The NACHO indexer"). */
  source: string;
  /** What is shown ("data", "market data"). */
  what?: string;
  /** How often it is meant to be updated, in minutes (named when the data is merely old). */
  intervalMinutes?: number;
  /** Now (epoch ms), for the "today" check; default Date.now(). */
  now?: number;
  /** Only the banner, without the "Data as of" line (when the place shows its own time). */
  bannerOnly?: boolean;
  className?: string;
  testId?: string;
}

/** "14:05 CET" today, else "20 Nov, 14:05 CET": in the visitor's own zone (formatMoment), or in `timeZone`. */
const dataTime = (at: number, now: number, timeZone?: string) => formatMoment(at, { now, timeZone });

/** The banner's words: why the data may be old, and from when it is. */
export function staleDataText({
  asOf,
  failingSince,
  source,
  what = 'data',
  intervalMinutes,
  now = Date.now(),
  timeZone,
}: Omit<DataFreshnessProps, 'stale'> & { timeZone?: string }): string {
  const at = (time: number) => dataTime(time, now, timeZone);
  const from = asOf === null ? 'no data yet' : `showing ${what} from ${at(asOf)}`;
  if (failingSince) return `${source} has not answered since ${at(failingSince)}; ${from}.`;
  const due = intervalMinutes ? ` (it is updated every ${intervalMinutes} minutes)` : '';
  return `The ${what} has not been updated since ${asOf === null ? 'the start' : at(asOf)}${due}; ${from}. It stays usable and catches up by itself.`;
}

/**
 * "Data as of 13:50 CET" under a screen's data, and, when the data is out of date, a banner that says
 * so in plain words. The data beside it stays usable: this only informs.
 */
export function DataFreshness({
  asOf,
  stale,
  bannerOnly,
  className,
  testId = 'data-freshness',
  ...rest
}: DataFreshnessProps) {
  // The server render and the hydration of it show UTC; then the visitor's own zone.
  const timeZone = useHydrated() ? undefined : SERVER_RENDER_TIME_ZONE;
  if (asOf === null && !stale) return null;
  const now = rest.now ?? Date.now();
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid={testId}>
      {stale ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground"
          data-testid={`${testId}-banner`}
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-text" />
          <span>{staleDataText({ asOf, ...rest, now, timeZone })}</span>
        </div>
      ) : null}
      {!bannerOnly && asOf !== null ? (
        <p className="text-xs text-muted-foreground" data-testid={`${testId}-as-of`}>
          {`${(rest.what ?? 'data').replace(/^./, (c) => c.toUpperCase())} as of `}
          <time dateTime={new Date(asOf).toISOString()}>{dataTime(asOf, now, timeZone)}</time>
        </p>
      ) : null}
    </div>
  );
}
