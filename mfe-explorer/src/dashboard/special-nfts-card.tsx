import { useMemo } from 'react';
import { Gem, Sparkles } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions, CollectionNftImage } from '@nacho/api';
import { DASHBOARD_SAMPLE, formatNumber } from '@nacho/domain';
import { Badge, Skeleton } from '@nacho/ui';
import { useGetSpecialNftsQuery } from '../api/explorer-api';
import type { SpecialNft } from '../api/explorer-types';
import { CardError, DashboardCard, ViewAllLink } from './dashboard-card';
import { randomSample } from './random-sample';
import { NftLink } from '../prefetch/page-links';

type Kind = 'unique' | 'rare';

const KIND = {
  unique: {
    title: 'Unique NFTs (1 of 1)',
    icon: <Gem />,
    badge: '1of1',
    noun: 'unique',
    empty: 'No Unique NFTs found',
  },
  rare: { title: 'Rare NFTs (1 of 2)', icon: <Sparkles />, badge: '1of2', noun: 'rare', empty: 'No Rare NFTs found' },
} as const;

export const SPECIAL_NFTS_ERROR = 'Failed to fetch the special NFTs';

function SpecialTile({ nft, kind }: { nft: SpecialNft; kind: Kind }) {
  return (
    <li>
      <NftLink
        tokenId={nft.tokenId}
        className="group flex flex-col gap-1.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="relative">
          <CollectionNftImage
            tokenId={nft.tokenId}
            className={kind === 'unique' ? 'ring-2 ring-unique/60' : 'ring-2 ring-rare/60'}
            imgClassName="transition-transform duration-300 group-hover:scale-105"
          />
          <Badge variant={kind} className="absolute top-1 left-1 bg-background/90 px-1.5 text-[10px] shadow-sm">
            {KIND[kind].badge}
          </Badge>
        </div>
        <span
          aria-hidden="true"
          className="truncate text-center text-xs font-medium text-muted-foreground group-hover:text-foreground"
        >
          #{nft.tokenId}
        </span>
      </NftLink>
    </li>
  );
}

/** A random sample of the unique or rare NFTs, their total count and a link to all of them. */
export function SpecialNftsCard({ kind }: { kind: Kind }) {
  const { data, error, isLoading, refetch } = useGetSpecialNftsQuery(
    undefined,
    subscriptionCacheOptions(cachePolicy.specialNfts),
  );
  const list = data?.[kind];
  const sample = useMemo(() => randomSample(list ?? [], DASHBOARD_SAMPLE), [list]);
  const { title, icon, noun, empty } = KIND[kind];
  return (
    <DashboardCard
      title={title}
      icon={icon}
      description={
        list ? (
          <span data-testid={`${kind}-count`}>
            {formatNumber(list.length, 0)} {noun} NFTs in the collection
          </span>
        ) : undefined
      }
      action={<ViewAllLink to={`/special-nfts?type=${kind}`} />}
    >
      {isLoading ? (
        <ul className="grid grid-cols-4 gap-2 md:gap-3" data-testid="card-skeleton">
          {Array.from({ length: DASHBOARD_SAMPLE }, (_, index) => (
            <li key={index} className="flex flex-col gap-1.5">
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="mx-auto h-3 w-10" />
            </li>
          ))}
        </ul>
      ) : error || !list ? (
        <CardError message={SPECIAL_NFTS_ERROR} onRetry={() => void refetch()} />
      ) : sample.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid grid-cols-4 gap-2 md:gap-3">
          {sample.map((nft) => (
            <SpecialTile key={nft.tokenId} nft={nft} kind={kind} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
