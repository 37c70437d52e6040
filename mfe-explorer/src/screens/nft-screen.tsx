import { withCollectionFreshness } from '../freshness/collection-freshness';
import { NftDetailScreen } from '../nft-detail/nft-detail-screen';

/** With "Data as of ..." and the out-of-date banner above it (issue 28). */
export const Component = withCollectionFreshness(NftDetailScreen);
