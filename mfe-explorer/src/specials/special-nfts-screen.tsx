import type { ReactNode } from 'react';
import { Crown, Gem } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { COLLECTION_NAME, SPECIAL_BADGE_PERCENT, type SpecialKind } from '@nacho/domain';
import { ErrorState } from '@nacho/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nacho/ui/overlays';
import { useGetSpecialNftsQuery } from '../api/explorer-api';
import { SyncProgressCard, useCollectionSync } from '../dashboard/sync-progress';
import type { SpecialNftLists } from '../api/explorer-types';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { BackToDashboard } from '../nft-detail/back-to-dashboard';
import { SpecialNftsGrid, SpecialNftsSkeleton } from './special-nfts-grid';
import { SPECIAL_NFTS_ERROR_TEXT, SPECIAL_TAB_TEXT, specialTabFromQuery } from './special-tab';

const KINDS: readonly SpecialKind[] = ['unique', 'rare'];
const TAB_ICON: Record<SpecialKind, ReactNode> = {
  unique: <Crown aria-hidden="true" />,
  rare: <Gem aria-hidden="true" />,
};

function tabLabel(kind: SpecialKind, lists: SpecialNftLists | undefined): string {
  const { label } = SPECIAL_TAB_TEXT[kind];
  return lists ? `${label} (${lists[kind].length})` : label;
}

/** /special-nfts: the 1-of-1 and 1-of-2 editions in two tabs; ?type=unique|rare picks the tab. */
export function SpecialNftsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = specialTabFromQuery(params.get('type'));
  usePageTitle('Special NFTs');
  const { data, error, isLoading, refetch } = useGetSpecialNftsQuery(
    undefined,
    subscriptionCacheOptions(cachePolicy.specialNfts),
  );
  // Until the first sync is done the lists are empty; the hook refetches them once it is.
  const sync = useCollectionSync();
  const syncStatus = sync.ready ? undefined : sync.status;

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', specialTabFromQuery(value));
        return next;
      },
      { replace: true },
    );

  return (
    <ScreenContainer>
      <BackToDashboard />
      <ScreenHeader
        title="Special NFTs"
        description={`The rarest ${COLLECTION_NAME} editions: ${SPECIAL_BADGE_PERCENT.unique} of the collection are one of a kind (1 of 1), ${SPECIAL_BADGE_PERCENT.rare} come in pairs (1 of 2).`}
      />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Special NFT editions" className="w-full sm:w-auto">
          {KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind} className="flex-1 sm:flex-none [&_svg]:size-4">
              {TAB_ICON[kind]}
              {tabLabel(kind, syncStatus ? undefined : data)}
            </TabsTrigger>
          ))}
        </TabsList>
        {KINDS.map((kind) => (
          <TabsContent key={kind} value={kind} className="mt-5">
            {syncStatus ? (
              <SyncProgressCard status={syncStatus} />
            ) : isLoading ? (
              <SpecialNftsSkeleton />
            ) : error || !data ? (
              <ErrorState message={SPECIAL_NFTS_ERROR_TEXT} onRetry={() => void refetch()} />
            ) : (
              <SpecialNftsGrid kind={kind} nfts={data[kind]} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </ScreenContainer>
  );
}
