import { ExternalLink, Wallet } from 'lucide-react';
import { COLLECTION_NAME } from '@nacho/domain';
import { Button, ShareButton } from '@nacho/ui';
import { marketplaceNftUrl } from './marketplace-link';
import { WalletLink } from '../prefetch/page-links';

/** "View on Marketplace" (new tab), "View Owner's Wallet" and "Share". */
export function NftDetailActions({ tokenId, owner }: { tokenId: number; owner: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild className="sm:flex-1">
        <a href={marketplaceNftUrl(tokenId)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          View on Marketplace
        </a>
      </Button>
      <Button asChild variant="outline" className="sm:flex-1">
        <WalletLink address={owner}>
          <Wallet aria-hidden="true" />
          View Owner&apos;s Wallet
        </WalletLink>
      </Button>
      <ShareButton
        url={`/nft/${tokenId}`}
        title={`${COLLECTION_NAME} #${tokenId}`}
        size="default"
        className="sm:flex-1"
      />
    </div>
  );
}
