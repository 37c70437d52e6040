import { Zap } from 'lucide-react';
import { COLLECTION_NAME, formatNumber } from '@nacho/domain';
import type { NftDetail } from '../api/explorer-types';
import { ListedBadge } from '../nft-cards/nft-badges';
import { NftHistorySection } from './nft-history-section';
import { NftDetailActions } from './nft-detail-actions';
import { NftDetailImage } from './nft-detail-image';
import { NftDetailLayout } from './nft-detail-layout';
import { NftTraitsGrid } from './nft-traits-grid';
import { OwnerPanel } from './owner-panel';
import { RarityRankPanel } from './rarity-rank-panel';

/** Everything the NFT page shows, from one GET /api/nft/nfts/{id}/detail reply. */
export function NftDetailView({ nft, gateways }: { nft: NftDetail; gateways: readonly string[] }) {
  return (
    <NftDetailLayout
      image={<NftDetailImage tokenId={nft.tokenId} ipfsImage={nft.image} special={nft.special} gateways={gateways} />}
      summary={
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
              {COLLECTION_NAME} #{nft.tokenId}
            </h1>
            <span className="inline-flex items-center gap-1.5 rounded-full border border-primary/40 bg-primary/15 px-3 py-1 text-sm text-primary">
              <Zap aria-hidden="true" className="size-4" />
              Power
              <span data-testid="nft-power" className="font-bold tabular-nums">
                {formatNumber(nft.stakingPower, 0)}
              </span>
            </span>
            <ListedBadge priceKas={nft.listing?.priceKas} className="px-3 py-1 text-sm [&_svg]:size-4" />
          </div>
          {nft.description ? <p className="text-sm text-muted-foreground">{nft.description}</p> : null}
          <OwnerPanel tokenId={nft.tokenId} owner={nft.owner} ownerWallet={nft.ownerWallet} />
          <RarityRankPanel rank={nft.rarityRank} />
          <NftDetailActions tokenId={nft.tokenId} owner={nft.owner} />
        </>
      }
      traits={
        <>
          <NftTraitsGrid traits={nft.traits} />
          <NftHistorySection tokenId={nft.tokenId} />
        </>
      }
    />
  );
}
