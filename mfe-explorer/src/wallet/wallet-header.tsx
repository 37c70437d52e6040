import type { ReactNode } from 'react';
import { Wallet } from 'lucide-react';
import { formatNumber } from '@nacho/domain';
import { Badge, Card, cn, CopyButton, ShareButton, Skeleton } from '@nacho/ui';
import type { WalletPage } from '../api/explorer-types';
import { tierBadgeVariant } from '../nft-cards/badge-variants';
import { WalletValue } from './wallet-value';

function Stat({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1 rounded-md bg-muted/60 px-3 py-2.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-lg font-bold tabular-nums md:text-xl" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** "Wallet Details" with a share button: the address with a copy button, and the wallet's NFT count and total power with its tier. */
export function WalletHeader({
  address,
  wallet,
  loading,
}: {
  address: string;
  wallet: WalletPage | undefined;
  loading: boolean;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 md:p-6">
      <div className="flex items-start gap-3">
        <div aria-hidden="true" className="hidden rounded-lg bg-primary/15 p-2.5 text-primary sm:block">
          <Wallet className="size-6" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Wallet Details</h1>
            <ShareButton url={`/wallet/${wallet?.address ?? address}`} title="NACHO wallet" className="shrink-0" />
          </div>
          <div className="flex items-center gap-2">
            <p className="min-w-0 font-mono text-sm break-all text-muted-foreground" data-testid="wallet-address">
              {wallet?.address ?? address}
            </p>
            <CopyButton value={wallet?.address ?? address} iconOnly label="Copy address" className="shrink-0" />
          </div>
        </div>
      </div>
      {loading || wallet ? (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <Stat label="NFTs" testId="wallet-count">
            {wallet ? formatNumber(wallet.count, 0) : <Skeleton className="h-7 w-12" />}
          </Stat>
          <Stat
            label="Total Power"
            testId="wallet-power"
            className="order-first col-span-2 md:order-none md:col-span-1"
          >
            {wallet ? (
              <>
                {formatNumber(wallet.totalPower, 0)}
                <Badge variant={tierBadgeVariant(wallet.tier)}>{wallet.tier}</Badge>
              </>
            ) : (
              <Skeleton className="h-7 w-28" />
            )}
          </Stat>
          <Stat label="Power Rank" testId="wallet-rank">
            {wallet ? (
              wallet.powerRank ? (
                `#${formatNumber(wallet.powerRank, 0)}`
              ) : (
                '—'
              )
            ) : (
              <Skeleton className="h-7 w-10" />
            )}
          </Stat>
        </dl>
      ) : null}
      {wallet ? <WalletValue address={wallet.address} /> : null}
    </Card>
  );
}
