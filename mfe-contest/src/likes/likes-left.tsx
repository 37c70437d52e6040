import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import { DEFAULT_CONTEST_TZ, formatMoment, likeResetCountdownText, zoneAbbreviation } from '@nacho/domain';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { Tooltip, TooltipContent, TooltipTrigger } from '@nacho/ui';
import { Popover, PopoverContent, PopoverTrigger } from '@nacho/ui/overlays';
import { useGetLikeLimitQuery } from '../api/contest-api';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * Exposed as ./LikesLeft for the shell header: likes left today and the time to the reset.
 * Renders nothing when signed out (401) or when the allowance cannot be read.
 *
 * The explanation opens as a tooltip on hover or keyboard focus, and as a popover on a tap or
 * click (touch screens have no hover, and Radix tooltips deliberately ignore touch). The pill never
 * wraps: the header gives it room for "100 likes left" and the longest countdown at every width.
 */
export default function LikesLeft() {
  const { data } = useGetLikeLimitQuery(undefined, subscriptionCacheOptions(cachePolicy.likeLimit));
  const now = useNow(1000);
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const [popoverOpen, setPopoverOpen] = useState(false);
  if (!data) return null;
  const msToReset = Math.max(0, data.nextReset - now);
  const tz = data.contestTz ?? DEFAULT_CONTEST_TZ;
  const zone = zoneAbbreviation(now, tz);
  const countdown = likeResetCountdownText(msToReset);
  const explanation = (
    <span className="flex max-w-64 flex-col gap-1">
      <span>Likes until reset at midnight ({zone})</span>
      <span className="text-muted-foreground">
        Resets {formatMoment(data.nextReset, { timeZone: tz, now })}, in {countdown}. {data.dailyLikesUsed} of{' '}
        {data.dailyLikeLimit} used today; removing a like does not give it back.
      </span>
    </span>
  );
  return (
    <Popover
      open={popoverOpen}
      onOpenChange={(open) => {
        setPopoverOpen(open);
        if (open) setTooltipOpen(false);
      }}
    >
      <Tooltip open={tooltipOpen && !popoverOpen} onOpenChange={setTooltipOpen}>
        <TooltipTrigger asChild>
          <PopoverTrigger asChild>
            <button
              type="button"
              aria-label={`${data.remainingLikes} likes left, resets in ${countdown}`}
              data-testid="likes-left"
              className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-ruby/40 bg-ruby/10 px-3 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Heart aria-hidden="true" className="size-4 shrink-0 fill-ruby text-ruby" />
              <span aria-hidden="true" className="tabular-nums">
                {data.remainingLikes} likes left
              </span>
              <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
                {countdown}
              </span>
            </button>
          </PopoverTrigger>
        </TooltipTrigger>
        <TooltipContent>{explanation}</TooltipContent>
      </Tooltip>
      <PopoverContent aria-label="Likes left" className="w-auto px-3 py-2 text-xs">
        {explanation}
      </PopoverContent>
    </Popover>
  );
}
