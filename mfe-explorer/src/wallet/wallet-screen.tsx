import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { formatNumber } from '@nacho/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nacho/ui/overlays';
import { useGetWalletPageQuery } from '../api/explorer-api';
import { ScreenContainer } from '../layout/screen-header';
import { usePageTitle, walletTitle } from '../layout/use-page-title';
import { useWalletView } from './use-wallet-view';
import { WalletHeader } from './wallet-header';
import { WalletLoadFailure } from './wallet-load-failure';
import { WalletNftsTab } from './wallet-nfts-tab';
import { WalletTraitAnalysisTab } from './wallet-trait-analysis-tab';
import { DEFAULT_WALLET_VIEW, walletPageArgs, type WalletTab } from './wallet-view-state';

const walletCache = subscriptionCacheOptions(cachePolicy.traitSearch);

/** /wallet/{address}: the wallet's NFTs, filtered, sorted and paged by the nft service, and its trait analysis. */
export function WalletScreen() {
  const { address = '' } = useParams();
  const { view, setTab, setLayout, setSort, setPage, setFilters, setListedOnly, clearFilters } = useWalletView();
  usePageTitle(walletTitle(address));
  const filtered = Object.keys(view.filters).length > 0 || view.listedOnly;

  const page = useGetWalletPageQuery(walletPageArgs(address, view), walletCache);
  // With filters on, the Trait Analysis tab still describes the whole wallet.
  const whole = useGetWalletPageQuery(
    filtered ? walletPageArgs(address, { ...DEFAULT_WALLET_VIEW, page: 1 }) : skipToken,
    walletCache,
  );
  const data = page.data;

  // A page past the end (an old link, or fewer NFTs after a sync) shows the last page instead.
  const lastPage = page.currentData?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && view.page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, view.page, setPage]);

  // A failure is only shown when there is nothing of this wallet to show.
  const failed = page.error && !page.currentData;
  const sameWallet = data?.address === address.toLowerCase() ? data : undefined;
  const analysis = filtered ? whole.data?.traitAnalysis : sameWallet?.traitAnalysis;

  return (
    <ScreenContainer>
      <WalletHeader address={address} wallet={failed ? undefined : sameWallet} loading={!failed && !sameWallet} />
      {failed ? (
        <WalletLoadFailure error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <Tabs value={view.tab} onValueChange={(tab) => setTab(tab as WalletTab)}>
          <TabsList aria-label="Wallet sections">
            <TabsTrigger value="nfts">NFTs ({sameWallet ? formatNumber(sameWallet.count, 0) : '…'})</TabsTrigger>
            <TabsTrigger value="traits">Trait Analysis</TabsTrigger>
          </TabsList>
          <TabsContent value="nfts">
            <WalletNftsTab
              data={sameWallet}
              loading={!page.currentData}
              view={view}
              onFiltersChange={setFilters}
              onListedOnlyChange={setListedOnly}
              onClearFilters={clearFilters}
              onSortChange={setSort}
              onLayoutChange={setLayout}
              onPageChange={(next) => setPage(next)}
            />
          </TabsContent>
          <TabsContent value="traits">
            <WalletTraitAnalysisTab analysis={analysis} filtered={filtered} />
          </TabsContent>
        </Tabs>
      )}
    </ScreenContainer>
  );
}
