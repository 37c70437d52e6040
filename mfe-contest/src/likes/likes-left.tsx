import { Heart } from 'lucide-react';
import { likeResetCountdownText, zoneAbbreviation } from '@nacho/domain';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { SimpleTooltip } from '@nacho/ui';
import { useGetLikeLimitQuery } from '../api/contest-api';

/**
 * Exposed as ./LikesLeft for the shell header: likes left today and the time to the reset.
 * Renders nothing when signed out (401) or when the allowance cannot be read.
 */
export default function LikesLeft() {
  const { data } = useGetLikeLimitQuery(undefined, subscriptionCacheOptions(cachePolicy.likeLimit));
  if (!data) return null;
  const now = Date.now();
  const msToReset = Math.max(0, data.nextReset - now);
  return (
    <SimpleTooltip content={`Likes until reset at midnight (${zoneAbbreviation(now)})`}>
      <span
        tabIndex={0}
        className="inline-flex h-9 items-center gap-2 rounded-full border border-ruby/40 bg-ruby/10 px-3 text-sm font-medium"
      >
        <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
        <span>
          {data.remainingLikes}
          <span className="sr-only sm:not-sr-only"> likes left</span>
        </span>
        <span className="text-xs text-muted-foreground">{likeResetCountdownText(msToReset)}</span>
      </span>
    </SimpleTooltip>
  );
}
