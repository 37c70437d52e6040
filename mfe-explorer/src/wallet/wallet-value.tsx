import { Coins } from 'lucide-react';
import { cachePolicy, subscriptionCacheOptions } from '@nacho/api';
import { formatNumber } from '@nacho/domain';
import { Skeleton } from '@nacho/ui';
import { useGetWalletValueQuery } from '../activity/activity-api';

/**
 * "Estimated value 12,345 KAS ($420)" with the rule it was computed by written beside it
 * (GET /api/nft/wallets/{address}/value: the server states its rule, so the page never restates it).
 */
export function WalletValue({ address }: { address: string }) {
  const { data, error, isLoading } = useGetWalletValueQuery(address, subscriptionCacheOptions(cachePolicy.activity));
  return (
    <section
      aria-label="Estimated value"
      className="flex flex-col gap-1 rounded-md border border-border/60 bg-muted/40 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex shrink-0 flex-wrap items-center gap-x-2">
        <Coins aria-hidden="true" className="size-4 text-primary" />
        <span className="text-xs whitespace-nowrap text-muted-foreground">Estimated value</span>
        <span className="text-lg font-bold tabular-nums" data-testid="wallet-value">
          {isLoading ? (
            <Skeleton className="h-6 w-24" />
          ) : error || !data ? (
            '—'
          ) : (
            <>
              {formatNumber(data.estimateKas, 2)} <span className="text-xs font-medium text-muted-foreground">KAS</span>
              {data.estimateUsd !== null ? (
                <span className="text-sm font-normal text-muted-foreground">
                  {' '}
                  (${formatNumber(data.estimateUsd, 2, 2)})
                </span>
              ) : null}
            </>
          )}
        </span>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="wallet-value-rule">
        {error ? 'The estimate could not be computed right now.' : data?.rule}
      </p>
    </section>
  );
}
