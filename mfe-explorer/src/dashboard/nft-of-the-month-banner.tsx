import { BarChart3, Clock, Crown, Heart, ListOrdered, Vote } from 'lucide-react';
import { Link } from 'react-router';
import {
  cachePolicy,
  HALL_OF_FAME_HIDDEN_MESSAGE,
  subscriptionCacheOptions,
  useHallOfFameHidden,
  CollectionNftImage,
} from '@nacho/api';
import { COLLECTION_NAME, formatNumber, monthReportPath, monthYearLabel, nftOfTheMonthTitle } from '@nacho/domain';
import { Button, Card, ErrorState, ShareButton, Skeleton, SkeletonLines } from '@nacho/ui';
import { useGetNftOfTheMonthQuery } from '../api/explorer-api';
import type { NftOfTheMonth } from '../api/explorer-types';
import { useMonthEndCountdown } from './use-month-end-countdown';
import { NftLink } from '../prefetch/page-links';

export const NO_WINNER_TEXT = 'First Contest is Live! Vote for your favorites.';
export const NFT_OF_THE_MONTH_ERROR = 'Failed to fetch NFT of the month';

type Winner = NonNullable<NftOfTheMonth['nft']>;

function votes(count: number): string {
  return `${formatNumber(count, 0)} ${count === 1 ? 'vote' : 'votes'}`;
}

function WinnerSpotlight({ winner }: { winner: Winner }) {
  const name = `${COLLECTION_NAME} #${winner.tokenId}`;
  return (
    <NftLink
      tokenId={winner.tokenId}
      className="group flex items-center gap-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <CollectionNftImage
        tokenId={winner.tokenId}
        // The link's text names the NFT; the image would only repeat it.
        alt=""
        eager
        className="size-24 shrink-0 rounded-lg ring-2 ring-gold/70 transition-transform group-hover:scale-[1.03] md:size-28"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-semibold tracking-wider text-gold uppercase">
          {monthYearLabel(winner.resetMonth, winner.resetYear)}
        </span>
        <span className="text-xl font-bold group-hover:text-primary md:text-2xl">{name}</span>
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
          {votes(winner.likeCount)}
        </span>
      </div>
    </NftLink>
  );
}

/** The winner's month report and its Share button, as on the Hall of Fame's NFT of the Month card. */
function WinnerMonthActions({ winner }: { winner: Winner }) {
  const report = monthReportPath(winner.resetYear, winner.resetMonth);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <Link to={report}>
          <ListOrdered aria-hidden="true" />
          Month report
        </Link>
      </Button>
      <ShareButton url={report} title={nftOfTheMonthTitle(winner.tokenId, winner.resetMonth, winner.resetYear)} />
    </div>
  );
}

/**
 * Top of the dashboard: last month's winner (or the first-contest call), the countdown and the
 * contest links. While the admin hides the Hall of Fame: only the one hidden message, no winner
 * and no "Vote Now"/"Rankings" links to pages that are hidden too.
 */
export function NftOfTheMonthBanner() {
  const { hidden } = useHallOfFameHidden();
  const { data, error, refetch } = useGetNftOfTheMonthQuery(undefined, {
    ...subscriptionCacheOptions(cachePolicy.nftOfTheMonth),
    skip: hidden,
  });
  // Until a reply (or an error) arrives: a skeleton, never the no-winner text of a state not yet known.
  const waiting = !data && !error;
  const countdown = useMonthEndCountdown();
  const winner = data?.nft ?? null;
  if (hidden) {
    return (
      <Card role="region" aria-label="NFT of the Month" className="p-5 md:p-7">
        <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wider text-primary uppercase">
          <Crown aria-hidden="true" className="size-4" />
          NFT of the Month
        </h2>
        <p role="status" className="mt-3 text-muted-foreground">
          {HALL_OF_FAME_HIDDEN_MESSAGE}
        </p>
      </Card>
    );
  }
  return (
    <Card
      role="region"
      aria-label="NFT of the Month"
      className="relative overflow-hidden border-primary/30 bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--color-primary)_18%,transparent),transparent_60%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--color-secondary)_14%,transparent),transparent_55%)] p-5 md:p-7"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 flex-col gap-3">
          <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wider text-primary uppercase">
            <Crown aria-hidden="true" className="size-4" />
            NFT of the Month
          </h2>
          {waiting ? (
            <div className="flex items-center gap-4" data-testid="banner-skeleton">
              <Skeleton className="size-24 rounded-lg md:size-28" />
              <SkeletonLines lines={['h-3 w-24', 'h-6 w-40', 'h-4 w-20']} />
            </div>
          ) : error ? (
            <ErrorState className="py-4" message={NFT_OF_THE_MONTH_ERROR} onRetry={() => void refetch()} />
          ) : winner ? (
            <>
              <WinnerSpotlight winner={winner} />
              <WinnerMonthActions winner={winner} />
            </>
          ) : (
            <p className="max-w-xl text-xl font-bold text-balance md:text-2xl">{NO_WINNER_TEXT}</p>
          )}
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock aria-hidden="true" className="size-4 text-primary" />
            <span>
              This month&apos;s contest:{' '}
              <span data-testid="month-end-countdown" className="font-semibold text-foreground tabular-nums">
                {countdown}
              </span>
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/hall-of-fame">
                <Vote aria-hidden="true" />
                Vote Now
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/all-liked-nfts">
                <BarChart3 aria-hidden="true" />
                Rankings
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
