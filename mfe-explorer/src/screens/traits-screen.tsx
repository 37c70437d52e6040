import { withCollectionFreshness } from '../freshness/collection-freshness';
import { TraitsScreen } from '../traits/traits-screen';

/** With "Data as of ..." and the out-of-date banner above it (issue 28). */
export const Component = withCollectionFreshness(TraitsScreen);
