import { useParams } from 'react-router';
import { cachePolicy, isApiError, subscriptionCacheOptions } from '@nacho/api';
import { COLLECTION_NAME } from '@nacho/domain';
import { ErrorState } from '@nacho/ui';
import { useGetNftDetailQuery } from '../api/explorer-api';
import { readableError } from '../api/readable-error';
import { ScreenContainer } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { BackToDashboard } from './back-to-dashboard';
import { useImageGateways } from './image-gateways';
import { NftDetailSkeleton } from './nft-detail-skeleton';
import { NftDetailView } from './nft-detail-view';
import { NFT_NOT_FOUND_TITLE, NftNotFound } from './nft-not-found';
import { parseTokenIdParam } from './parse-token-id';

function httpStatus(error: unknown): number | undefined {
  return isApiError(error) && typeof error.status === 'number' ? error.status : undefined;
}

function failureText(status: number | undefined, tokenId: number, error: unknown): string {
  if (status === 503) return 'The collection is still being indexed. Please try again in a moment.';
  return `Could not load ${COLLECTION_NAME} #${tokenId}. ${readableError(error)}`;
}

/** /nft/{tokenId}: picture, owner, power, rarity rank and traits of one NFT. */
export function NftDetailScreen() {
  const { tokenId: param = '' } = useParams();
  const tokenId = parseTokenIdParam(param);
  // currentData, not data: while another NFT loads, the previous one must not stay on screen.
  const {
    currentData: nft,
    error,
    isFetching,
    refetch,
  } = useGetNftDetailQuery(tokenId ?? 0, {
    ...subscriptionCacheOptions(cachePolicy.rarityRanks),
    skip: tokenId === null,
  });
  // Asked for now, so that they are usually known by the time the NFT arrives.
  const gateways = useImageGateways();
  const status = isFetching ? undefined : httpStatus(error);
  const notFound = tokenId === null || status === 404 || status === 400;
  usePageTitle(notFound ? NFT_NOT_FOUND_TITLE : `${COLLECTION_NAME} #${tokenId}`);

  if (notFound) {
    return (
      <ScreenContainer>
        <NftNotFound param={param} reason={status === 404 ? 'unknown' : 'invalid'} />
      </ScreenContainer>
    );
  }
  return (
    <ScreenContainer>
      <BackToDashboard />
      {nft ? (
        <NftDetailView nft={nft} gateways={gateways ?? []} />
      ) : isFetching || !error ? (
        <NftDetailSkeleton tokenId={tokenId} />
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
            {COLLECTION_NAME} #{tokenId}
          </h1>
          <ErrorState message={failureText(status, tokenId, error)} onRetry={() => void refetch()} />
        </>
      )}
    </ScreenContainer>
  );
}
