import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { SearchX } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import {
  DEFAULT_DIALOG_SORT,
  filtersFromAttributes,
  formatNumber,
  PAGE_SIZES,
  toggleFilterValue,
  toggleSingleFilter,
  type TraitFilters,
} from '@nacho/domain';
import { Button, EmptyState, ErrorState, Pagination, ProgressBar, useScrollToTopOnChange } from '@nacho/ui';
import { useGetNftDetailQuery, useGetWalletPageQuery } from '../api/explorer-api';
import { NftCardGrid, NftCardGridSkeleton } from '../nft-cards/nft-card-grid';
import { NftIdBanner } from './nft-id-banner';
import { ListedOnlyToggle } from '../nft-cards/listed-only-toggle';
import { NftSortControl, type NftSort } from './nft-sort-control';
import { processingText } from './search-texts';
import { WalletOverviewCard } from './wallet-overview-card';
import { WalletTraitsSidebar } from './wallet-traits-sidebar';
import { readableError } from '../api/readable-error';

const PAGE_SIZE = PAGE_SIZES.searchDialog;
const DEFAULT_SORT: NftSort = { sort: 'power', direction: DEFAULT_DIALOG_SORT.direction };
const walletCache = subscriptionCacheOptions(cachePolicy.traitSearch);

export interface NftOwnerResultsProps {
  tokenId: number;
  owner: string;
  /** Called when an NFT is opened from the results (the dialog closes). */
  onOpenNft: () => void;
}

/**
 * SPEC: an NFT-id auto-search shows the NFT, loads all NFTs of its owner and pre-selects the NFT's
 * traits as filters. Filters toggle one value per trait type; the grid is paged by the nft service.
 */
export function NftOwnerResults({ tokenId, owner, onOpenNft }: NftOwnerResultsProps) {
  const detail = useGetNftDetailQuery(tokenId, subscriptionCacheOptions(cachePolicy.rarityRanks));
  const [chosenFilters, setChosenFilters] = useState<TraitFilters | null>(null);
  const [sort, setSort] = useState<NftSort>(DEFAULT_SORT);
  const [listedOnly, setListedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const listTop = useScrollToTopOnChange<HTMLElement>(page);

  // Until the user changes them, the filters are the searched NFT's traits (none if its detail failed).
  const filters =
    chosenFilters ?? (detail.data ? filtersFromAttributes(detail.data.attributes) : detail.isError ? {} : null);

  const overview = useGetWalletPageQuery(
    { address: owner, page: 1, pageSize: 1, sort: 'power', direction: 'desc' },
    walletCache,
  );
  const grid = useGetWalletPageQuery(
    filters
      ? {
          address: owner,
          page,
          pageSize: PAGE_SIZE,
          sort: sort.sort,
          direction: sort.direction,
          traits: filters,
          ...(listedOnly ? { listed: true } : {}),
        }
      : skipToken,
    walletCache,
  );

  const changeFilters = (next: TraitFilters) => {
    setChosenFilters(next);
    setPage(1);
  };
  const changeListedOnly = (next: boolean) => {
    setListedOnly(next);
    setPage(1);
  };
  const changeSort = (next: NftSort) => {
    setSort(next);
    setPage(1);
  };

  const walletTotal = detail.data?.ownerWallet.tokenCount ?? overview.data?.count;
  const loaded = overview.data ? (walletTotal ?? 0) : (grid.data?.items.length ?? 0);
  const loading = !overview.data || !grid.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <NftIdBanner tokenId={tokenId} detail={detail.data} onOpen={onOpenNft} />
        <WalletOverviewCard wallet={overview.data} />
      </div>

      {loading && walletTotal !== undefined && !overview.isError && !grid.isError ? (
        <ProgressBar value={loaded} max={walletTotal} label={processingText(loaded, walletTotal)} />
      ) : null}

      <div className="grid items-start gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
        <WalletTraitsSidebar
          facets={grid.data?.facets}
          filters={filters ?? {}}
          onToggle={(type, value) => changeFilters(toggleSingleFilter(filters ?? {}, type, value))}
          onRemove={(type, value) => changeFilters(toggleFilterValue(filters ?? {}, type, value))}
          onClearAll={() => changeFilters({})}
        />

        <section ref={listTop} aria-label="Owner's NFTs" className="flex min-w-0 scroll-mt-4 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {grid.data
                ? `${formatNumber(grid.data.total, 0)} of ${formatNumber(grid.data.count, 0)} NFTs match`
                : 'Loading NFTs…'}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <ListedOnlyToggle checked={listedOnly} onChange={changeListedOnly} />
              <NftSortControl value={sort} onChange={changeSort} />
            </div>
          </div>

          {grid.error ? (
            <ErrorState
              message={`Could not load this wallet's NFTs. ${readableError(grid.error)}`}
              onRetry={() => void grid.refetch()}
            />
          ) : !grid.data ? (
            <NftCardGridSkeleton count={8} />
          ) : grid.data.total === 0 ? (
            <EmptyState
              icon={<SearchX />}
              title="No NFTs match the selected filters"
              action={
                <Button variant="outline" size="sm" onClick={() => changeFilters({})}>
                  Clear All
                </Button>
              }
            />
          ) : (
            <>
              <div
                aria-busy={grid.isFetching}
                className={grid.isFetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}
              >
                <NftCardGrid nfts={grid.data.items} onOpen={onOpenNft} label="Owner's NFTs" />
              </div>
              <Pagination
                variant="pages"
                label="Search results pages"
                page={page}
                pageCount={grid.data.totalPages}
                onPageChange={setPage}
                className="pt-1"
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
