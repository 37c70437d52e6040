import { FileText, Heart, ListOrdered, Medal } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, HOF_PODIUM_SIZE, monthName, monthReportPath, PAGE_SIZES } from '@nacho/domain';
import { CollectionNftImage } from '@nacho/api';
import { Button, Card, EmptyState, ErrorState, Skeleton, cn } from '@nacho/ui';
import type { LikeRankingItem } from '@nacho/contracts';
import type { ContestTop } from '../api/contest-api';
import LikeButton from '../likes/like-button';
import { NftOfTheMonthCard } from './nft-of-the-month-card';

const podium = [
  { label: 'Gold', text: 'text-gold', ring: 'ring-gold/70 border-gold/40' },
  { label: 'Silver', text: 'text-silver', ring: 'ring-silver/70 border-silver/40' },
  { label: 'Bronze', text: 'text-bronze', ring: 'ring-bronze/70 border-bronze/40' },
];

function PodiumCard({ nft, rank }: { nft: LikeRankingItem; rank: number }) {
  const style = podium[rank - 1]!;
  const name = `${COLLECTION_NAME} #${nft.tokenId}`;
  return (
    // Below 640 px a row (image, name, like button), so Tab moves down the podium; from 640 px three columns.
    <Card
      className={cn(
        'flex h-full flex-row items-center gap-3 p-2 sm:flex-col sm:items-stretch sm:gap-3 sm:p-4',
        style.ring,
      )}
      aria-label={`${style.label}: ${name}, ${nft.likeCount} likes`}
    >
      <span
        className={cn(
          'flex w-10 shrink-0 items-center gap-1 text-xs font-semibold sm:w-auto sm:gap-2 sm:text-sm',
          style.text,
        )}
      >
        <Medal aria-hidden="true" className="size-4 sm:size-5" />#{rank}{' '}
        <span className="hidden sm:inline">{style.label}</span>
      </span>
      {/* The same page as the name's link: one tab stop a card, the picture stays clickable. */}
      <Link to={`/nft/${nft.tokenId}`} className="block w-16 shrink-0 sm:w-auto" tabIndex={-1} aria-hidden="true">
        <CollectionNftImage tokenId={nft.tokenId} alt="" className={cn('w-full rounded-lg ring-2', style.ring)} />
      </Link>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-2">
        <Link to={`/nft/${nft.tokenId}`} className="text-sm font-semibold hover:text-primary sm:text-base">
          {name}
        </Link>
        <LikeButton tokenId={nft.tokenId} />
      </div>
    </Card>
  );
}

function RunnerUpCard({ nft, rank }: { nft: LikeRankingItem; rank: number }) {
  const name = `${COLLECTION_NAME} #${nft.tokenId}`;
  return (
    <Card className="flex items-center gap-3 p-3">
      <span className="w-8 text-sm font-semibold text-muted-foreground tabular-nums">#{rank}</span>
      <CollectionNftImage tokenId={nft.tokenId} className="size-12 shrink-0 rounded-md" />
      <Link to={`/nft/${nft.tokenId}`} className="min-w-0 flex-1 truncate font-medium hover:text-primary">
        {name}
      </Link>
      <span className="flex items-center gap-1 text-sm tabular-nums" aria-label={`${nft.likeCount} likes`}>
        <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
        {nft.likeCount}
      </span>
    </Card>
  );
}

/** The "Current Month's Selection" tab: the NFT of the Month, then this month's podium and runner-ups. */
export function CurrentSelection({
  top,
}: {
  top: { data?: ContestTop; error?: unknown; isLoading: boolean; refetch: () => unknown };
}) {
  const { data, error, isLoading, refetch } = top;
  const rankingsLink = (
    <Button asChild variant="outline" size="sm">
      <Link to="/all-liked-nfts">
        <ListOrdered aria-hidden="true" />
        View all rankings
      </Link>
    </Button>
  );
  const standingsLink =
    data?.month && data.year ? (
      <Button asChild variant="outline" size="sm">
        <Link to={monthReportPath(data.year, data.month)}>
          <FileText aria-hidden="true" />
          See this month&apos;s standings
        </Link>
      </Button>
    ) : null;
  let body;
  if (isLoading) body = <Skeleton className="h-64 w-full" />;
  else if (error) body = <ErrorState message="Failed to fetch top NFTs" onRetry={() => void refetch()} />;
  else if (!data?.nfts.length)
    body = (
      <EmptyState
        icon={<Heart />}
        title="No NFTs have received any likes yet this month"
        // A month whose winner the operator already chose crowns nothing at its end.
        hint={data?.monthWinner ? undefined : 'Like your favourite NFTs to crown the next NFT of the Month.'}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {rankingsLink}
            {standingsLink}
          </div>
        }
      />
    );
  else {
    const nfts = data.nfts.slice(0, PAGE_SIZES.hallOfFameTop);
    const runnerUps = nfts.slice(HOF_PODIUM_SIZE);
    body = (
      <section className="flex flex-col gap-4" aria-labelledby="current-top-entries">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="current-top-entries" className="text-lg font-semibold">
            {data.month && data.year ? `${monthName(data.month)} ${data.year}: ` : ''}Current Top Entries
          </h2>
          <div className="flex flex-wrap gap-2">
            {standingsLink}
            {rankingsLink}
          </div>
        </div>
        <ol className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4">
          {nfts.slice(0, HOF_PODIUM_SIZE).map((nft, index) => (
            <li key={nft.tokenId}>
              <PodiumCard nft={nft} rank={index + 1} />
            </li>
          ))}
        </ol>
        {runnerUps.length ? (
          <>
            <h3 className="font-semibold text-muted-foreground">Runner Ups</h3>
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {runnerUps.map((nft, index) => (
                <li key={nft.tokenId}>
                  <RunnerUpCard nft={nft} rank={HOF_PODIUM_SIZE + index + 1} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <NftOfTheMonthCard />
      {body}
    </div>
  );
}
