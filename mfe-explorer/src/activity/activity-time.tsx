import { formatMoment, formatTimeAgo } from '@nacho/domain';
import { SERVER_RENDER_TIME_ZONE, useHydrated, VisuallyHidden } from '@nacho/ui';

/**
 * "5 minutes ago", with the exact moment (formatMoment) as its title and for screen readers. The
 * server render (and its hydration) shows the exact moment in UTC: "ago" depends on the clock.
 */
export function ActivityTime({ at, className }: { at: number; className?: string }) {
  const hydrated = useHydrated();
  const exact = formatMoment(at, hydrated ? {} : { timeZone: SERVER_RENDER_TIME_ZONE });
  return (
    <time dateTime={new Date(at).toISOString()} title={exact} className={className}>
      {hydrated ? (
        <>
          {formatTimeAgo(at)}
          <VisuallyHidden> ({exact})</VisuallyHidden>
        </>
      ) : (
        exact
      )}
    </time>
  );
}
