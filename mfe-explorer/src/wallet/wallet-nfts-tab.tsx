import { SearchX } from 'lucide-react';
import { toggleFilterValue, type TraitFilters } from '@nacho/domain';
import { Button, EmptyState, PaginationFooter, useScrollToTopOnChange } from '@nacho/ui';
import type { WalletPage } from '../api/explorer-types';
import { FilterChips } from '../nft-cards/filter-chips';
import { NftCardGrid, NftCardGridSkeleton } from '../nft-cards/nft-card-grid';
import { NftList, NftListSkeleton } from '../nft-cards/nft-list';
import { WalletAnalysisProgress } from './wallet-analysis-progress';
import { WalletToolbar } from './wallet-toolbar';
import type { WalletSortOption } from './wallet-sort-options';
import type { WalletLayout, WalletView } from './wallet-view-state';

export const NO_MATCH_TEXT = 'No NFTs match the selected filters';

export interface WalletNftsTabProps {
  /** The reply for the current view, or the previous one while the next loads. */
  data: WalletPage | undefined;
  /** True while the reply for the current view has not arrived. */
  loading: boolean;
  view: WalletView;
  onFiltersChange: (filters: TraitFilters) => void;
  onListedOnlyChange: (listedOnly: boolean) => void;
  /** Clears the trait filters and "Listed only". */
  onClearFilters: () => void;
  onSortChange: (sort: WalletSortOption) => void;
  onLayoutChange: (layout: WalletLayout) => void;
  onPageChange: (page: number) => void;
}

export function WalletNftsTab({
  data,
  loading,
  view,
  onFiltersChange,
  onListedOnlyChange,
  onClearFilters,
  onSortChange,
  onLayoutChange,
  onPageChange,
}: WalletNftsTabProps) {
  const clear = onClearFilters;
  const listTop = useScrollToTopOnChange<HTMLDivElement>(view.page);
  return (
    <div ref={listTop} className="flex scroll-mt-36 flex-col gap-4">
      <WalletToolbar
        facets={data?.facets ?? []}
        filters={view.filters}
        onFiltersChange={onFiltersChange}
        listedOnly={view.listedOnly}
        onListedOnlyChange={onListedOnlyChange}
        sort={view.sort}
        onSortChange={onSortChange}
        layout={view.layout}
        onLayoutChange={onLayoutChange}
        disabled={!data}
      />
      <FilterChips
        filters={view.filters}
        onRemove={(type, value) => onFiltersChange(toggleFilterValue(view.filters, type, value))}
        onClearAll={() => onFiltersChange({})}
        clearLabel="Clear Filters"
      />
      {loading ? <WalletAnalysisProgress done={0} total={data?.count} /> : null}

      {!data ? (
        view.layout === 'grid' ? (
          <NftCardGridSkeleton count={10} className="@5xl:grid-cols-5" />
        ) : (
          <NftListSkeleton count={10} />
        )
      ) : data.total === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={NO_MATCH_TEXT}
          hint="Remove a filter, or clear them all to see every NFT of this wallet."
          action={
            <Button variant="outline" size="sm" onClick={clear}>
              Clear Filters
            </Button>
          }
        />
      ) : (
        <>
          <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            {view.layout === 'grid' ? (
              <NftCardGrid nfts={data.items} label="Wallet NFTs" className="@5xl:grid-cols-5" />
            ) : (
              <NftList nfts={data.items} label="Wallet NFTs" />
            )}
          </div>
          <PaginationFooter
            className="border-t border-border pt-4"
            variant="pages"
            label="Wallet NFT pages"
            page={view.page}
            pageCount={data.totalPages}
            onPageChange={onPageChange}
            pageSize={data.pageSize}
            total={data.total}
            noun="NFTs"
          />
        </>
      )}
    </div>
  );
}
