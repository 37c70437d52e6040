import { Heart, Medal } from 'lucide-react';
import { Link } from 'react-router';
import { COLLECTION_NAME, HOF_PODIUM_SIZE, PAGE_SIZES } from '@nacho/domain';
import { Button, Card, EmptyState, ErrorState, Skeleton, cn } from '@nacho/ui';
import type { LikeRankingItem } from '@nacho/contracts';
import { useGetTopLikedNftsQuery } from '../api/contest-api';
import { monthName } from './month-name';

const podiumColours = ['text-gold', 'text-silver', 'text-bronze'];

function EntryCard({ nft, rank }: { nft: LikeRankingItem; rank: number }) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4">
      <span className="flex items-center gap-3">
        <Medal aria-hidden="true" className={cn('size-5', podiumColours[rank - 1] ?? 'text-muted-foreground')} />
        <span className="text-sm text-muted-foreground">#{rank}</span>
        <Link to={`/nft/${nft.tokenId}`} className="font-semibold hover:text-primary">
          {COLLECTION_NAME} #{nft.tokenId}
        </Link>
      </span>
      <span className="flex items-center gap-1 text-sm" aria-label={`${nft.likeCount} likes`}>
        <Heart aria-hidden="true" className="size-4 fill-ruby text-ruby" />
        {nft.likeCount}
      </span>
    </Card>
  );
}

/** The "Current Month's Selection" tab: this month's top entries, podium first, then runner-ups. */
export function CurrentSelection() {
  const { data, error, isLoading, refetch } = useGetTopLikedNftsQuery(PAGE_SIZES.hallOfFameTop);
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (error) return <ErrorState message="Failed to fetch top NFTs" onRetry={() => void refetch()} />;
  const nfts = data?.nfts ?? [];
  if (nfts.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title="No NFTs have received any likes yet this month"
        hint="Like your favourite NFTs to crown the next NFT of the Month."
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/all-liked-nfts">View current rankings</Link>
          </Button>
        }
      />
    );
  }
  const podium = nfts.slice(0, HOF_PODIUM_SIZE);
  const runnerUps = nfts.slice(HOF_PODIUM_SIZE);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="current-top-entries">
      <h2 id="current-top-entries" className="text-lg font-semibold">
        {data?.month && data.year ? `${monthName(data.month)} ${data.year}: ` : ''}Current Top Entries
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {podium.map((nft, index) => (
          <li key={nft.tokenId}>
            <EntryCard nft={nft} rank={index + 1} />
          </li>
        ))}
      </ol>
      {runnerUps.length ? (
        <>
          <h3 className="font-semibold text-muted-foreground">Runner Ups</h3>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {runnerUps.map((nft, index) => (
              <li key={nft.tokenId}>
                <EntryCard nft={nft} rank={HOF_PODIUM_SIZE + index + 1} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
