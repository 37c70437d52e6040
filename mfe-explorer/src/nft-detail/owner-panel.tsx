import { Wallet } from 'lucide-react';
import { formatNumber, shortenAddress } from '@nacho/domain';
import { CopyButton } from '@nacho/ui';
import type { NftDetail } from '../api/explorer-types';
import { ContestLikeButton } from './contest-like-button';
import { WalletLink } from '../prefetch/page-links';

/** "Owned by" the shortened owner address (to the wallet page), a copy button and the contest's like button. */
export function OwnerPanel({ tokenId, owner, ownerWallet }: Pick<NftDetail, 'tokenId' | 'owner' | 'ownerWallet'>) {
  return (
    <section aria-label="Owner" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <Wallet aria-hidden="true" className="size-4" />
          Owned by
        </span>
        <WalletLink
          address={owner}
          prefetchWhenVisible
          title={owner}
          data-testid="owner-link"
          className="rounded-sm font-mono text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {shortenAddress(owner)}
        </WalletLink>
        <div className="flex items-center gap-2 sm:ml-auto">
          <CopyButton value={owner} label="Copy" variant="outline" size="sm" />
          <ContestLikeButton tokenId={tokenId} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        This wallet holds {formatNumber(ownerWallet.tokenCount, 0)} {ownerWallet.tokenCount === 1 ? 'NFT' : 'NFTs'} with{' '}
        {formatNumber(ownerWallet.totalPower, 0)} total power
        {ownerWallet.powerRank !== null ? ` (power rank #${formatNumber(ownerWallet.powerRank, 0)})` : ''}.
      </p>
    </section>
  );
}
