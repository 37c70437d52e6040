import { Search } from 'lucide-react';
import { COLLECTION_NAME } from '@nacho/domain';
import { Button } from '@nacho/ui';
import { LatestActivityCard } from '../activity/latest-activity-card';
import { AfterFirstPaint } from '../layout/after-first-paint';
import { ScreenContainer, ScreenHeader } from '../layout/screen-header';
import { usePageTitle } from '../layout/use-page-title';
import { CollectionStatsCard } from './collection-stats-card';
import { HallOfFameHistorySection } from './hall-of-fame-history-section';
import { MarketDataCard } from './market-data-card';
import { NftOfTheMonthBanner } from './nft-of-the-month-banner';
import { openSearchDialog } from './open-search-dialog';
import { PartnerLinksCard } from './partner-links-card';
import { PopularTraitsCard } from './popular-traits-card';
import { PowerStatsCard } from './power-stats-card';
import { SpecialNftsCard } from './special-nfts-card';
import { SyncProgressCard, useCollectionSync } from './sync-progress';
import { TopHoldersCard } from './top-holders-card';

/** The first view's cards that read the synced collection; replaced by the progress card until the first sync is done. */
function CollectionCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <CollectionStatsCard />
      <PowerStatsCard />
      <TopHoldersCard />
    </div>
  );
}

export function DashboardScreen() {
  const { status, ready } = useCollectionSync();
  usePageTitle('Dashboard');
  return (
    <ScreenContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ScreenHeader
          title={`${COLLECTION_NAME} Dashboard`}
          description="Collection stats, market data, top holders and the NFT of the Month at a glance."
        />
        <Button
          variant="outline"
          className="self-start sm:self-auto"
          onClick={() => openSearchDialog({ tab: 'address', query: '' })}
        >
          <Search aria-hidden="true" />
          Search NFTs &amp; wallets
        </Button>
      </div>

      <NftOfTheMonthBanner />

      {ready || !status ? <CollectionCards /> : <SyncProgressCard status={status} />}

      {/* Below the first view on a phone, and at its bottom edge on a desktop. */}
      <AfterFirstPaint>
        {ready || !status ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <SpecialNftsCard kind="unique" />
            <SpecialNftsCard kind="rare" />
          </div>
        ) : null}

        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <MarketDataCard />
          <LatestActivityCard />
          {ready || !status ? <PopularTraitsCard /> : null}
          <PartnerLinksCard />
        </div>

        <HallOfFameHistorySection />
      </AfterFirstPaint>
    </ScreenContainer>
  );
}
