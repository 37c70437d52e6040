import { withCollectionFreshness } from '../freshness/collection-freshness';
import { SpecialNftsScreen } from '../specials/special-nfts-screen';

/** With "Data as of ..." and the out-of-date banner above it (issue 28). */
export const Component = withCollectionFreshness(SpecialNftsScreen);
