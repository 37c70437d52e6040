import { withCollectionFreshness } from '../freshness/collection-freshness';
import { WalletScreen } from '../wallet/wallet-screen';

/** With "Data as of ..." and the out-of-date banner above it (issue 28). */
export const Component = withCollectionFreshness(WalletScreen);
