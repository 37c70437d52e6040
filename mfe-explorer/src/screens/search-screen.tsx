import { withCollectionFreshness } from '../freshness/collection-freshness';
import { SearchScreen } from '../search/search-screen';

/** With "Data as of ..." and the out-of-date banner above it (issue 28). */
export const Component = withCollectionFreshness(SearchScreen);
