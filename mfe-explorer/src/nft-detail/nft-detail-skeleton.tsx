import { COLLECTION_NAME } from '@nacho/domain';
import { Skeleton } from '@nacho/ui';
import { NftDetailLayout } from './nft-detail-layout';

export const IMAGE_LOADING_TEXT = 'Image loading...';

/** The page's shape while the NFT loads; the title is known from the URL already. */
export function NftDetailSkeleton({ tokenId }: { tokenId: number }) {
  return (
    <div className="flex flex-col gap-6" data-testid="nft-detail-skeleton" aria-busy="true">
      <NftDetailLayout
        image={
          <div className="relative rounded-xl border-2 border-border bg-card p-2">
            <Skeleton className="aspect-square w-full rounded-lg" />
            <p className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
              {IMAGE_LOADING_TEXT}
            </p>
          </div>
        }
        summary={
          <>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
                {COLLECTION_NAME} #{tokenId}
              </h1>
              <Skeleton className="h-8 w-32 rounded-full" />
            </div>
            <Skeleton className="h-[5.5rem]" />
            <Skeleton className="h-[7.5rem]" />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Skeleton className="h-10 sm:flex-1" />
              <Skeleton className="h-10 sm:flex-1" />
            </div>
          </>
        }
        traits={
          <div className="flex flex-col gap-4">
            <Skeleton className="h-6 w-28" />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} className="h-[6.25rem]" />
              ))}
            </div>
          </div>
        }
      />
    </div>
  );
}
