import { ExternalLink } from 'lucide-react';
import { formatNumber } from '@nacho/domain';
import { Badge, Button, Card, COPY_FAILURE_TEXTS_DIALOG, CopyButton, Skeleton } from '@nacho/ui';
import type { PowerTierName } from '../api/explorer-types';
import { tierBadgeVariant } from '../nft-cards/badge-variants';
import { walletGalleryUrl } from './wallet-gallery-link';

export interface WalletOverview {
  address: string;
  count: number;
  totalPower: number;
  tier: PowerTierName;
}

/** The dialog's wallet card: address, NFTs Owned, Total Power with tier, Copy Address and an external View link. */
export function WalletOverviewCard({ wallet }: { wallet: WalletOverview | undefined }) {
  return (
    <Card className="flex flex-col gap-4 p-4" role="region" aria-label="Wallet overview">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Wallet address</p>
        {wallet ? (
          <p className="font-mono text-sm break-all" data-testid="wallet-address">
            {wallet.address}
          </p>
        ) : (
          <Skeleton className="h-5 w-full" />
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">NFTs Owned</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="nfts-owned">
            {wallet ? formatNumber(wallet.count, 0) : <Skeleton className="mt-1 h-6 w-12" />}
          </dd>
        </div>
        <div className="rounded-md bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">Total Power</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="total-power">
            {wallet ? (
              <>
                <span className="text-xl font-bold tabular-nums">{formatNumber(wallet.totalPower, 0)}</span>
                <Badge variant={tierBadgeVariant(wallet.tier)}>{wallet.tier}</Badge>
              </>
            ) : (
              <Skeleton className="mt-1 h-6 w-24" />
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={wallet?.address ?? ''} disabled={!wallet} failureTexts={COPY_FAILURE_TEXTS_DIALOG} />
        <Button asChild variant="outline" size="sm">
          <a
            href={wallet ? walletGalleryUrl(wallet.address) : undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={!wallet}
          >
            <ExternalLink aria-hidden="true" />
            View
            <span className="sr-only"> wallet gallery (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </Card>
  );
}
