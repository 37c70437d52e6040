import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import { DEFAULT_CONTEST_TZ, likeResetCountdownText, zoneAbbreviation } from '@nacho/domain';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { SimpleTooltip } from '@nacho/ui';
import { useGetLikeLimitQuery } from '../api/contest-api';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

function resetTimeText(nextReset: number, tz: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', weekday: 'short' }).format(nextReset);
}

/**
 * Exposed as ./LikesLeft for the shell header: likes left today and the time to the reset.
 * Renders nothing when signed out (401) or when the allowance cannot be read.
 */
export default function LikesLeft() {
  const { data } = useGetLikeLimitQuery(undefined, subscriptionCacheOptions(cachePolicy.likeLimit));
  const now = useNow(1000);
  if (!data) return null;
  const msToReset = Math.max(0, data.nextReset - now);
  const tz = data.contestTz ?? DEFAULT_CONTEST_TZ;
  const zone = zoneAbbreviation(now, tz);
  const countdown = likeResetCountdownText(msToReset);
  return (
    <SimpleTooltip
      content={
        <span className="flex max-w-64 flex-col gap-1">
          <span>Likes until reset at midnight ({zone})</span>
          <span className="text-muted-foreground">
            Resets {resetTimeText(data.nextReset, tz)} {zone}, in {countdown}. {data.dailyLikesUsed} of {data.dailyLikeLimit} used today; removing a like does not give it back.
          </span>
        </span>
      }
    >
      <span
        tabIndex={0}
        aria-label={`${data.remainingLikes} likes left, resets in ${countdown}`}
        className="inline-flex h-9 items-center gap-2 rounded-full border border-ruby/40 bg-ruby/10 px-3 text-sm font-medium"
      >
        <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
        <span aria-hidden="true">
          {data.remainingLikes}
          <span className="sr-only sm:not-sr-only"> likes left</span>
        </span>
        <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">{countdown}</span>
      </span>
    </SimpleTooltip>
  );
}
