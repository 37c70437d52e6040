import { lazy, Suspense } from 'react';
import { BarChart3 } from 'lucide-react';
import { EmptyState, Skeleton } from '@nacho/ui';
import type { WalletTraitAnalysis } from '../api/explorer-types';

export const NO_TRAIT_DATA_TEXT = 'No trait data available for this wallet';

const TraitAnalysisCharts = lazy(() => import(/* webpackChunkName: "wallet-trait-charts" */ './trait-analysis-chart'));

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="trait-analysis-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-64" />
      ))}
    </div>
  );
}

/** Each trait type's values with counts and share of the wallet; undefined analysis = still loading. */
export function WalletTraitAnalysisTab({
  analysis,
  filtered,
}: {
  analysis: readonly WalletTraitAnalysis[] | undefined;
  filtered: boolean;
}) {
  if (!analysis) return <ChartsSkeleton />;
  if (analysis.length === 0) return <EmptyState icon={<BarChart3 />} title={NO_TRAIT_DATA_TEXT} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        How often each trait value occurs among{' '}
        {filtered ? 'all NFTs of this wallet (filters do not apply here)' : "this wallet's NFTs"}, most common first.
      </p>
      <Suspense fallback={<ChartsSkeleton />}>
        <TraitAnalysisCharts analysis={analysis} />
      </Suspense>
    </div>
  );
}
