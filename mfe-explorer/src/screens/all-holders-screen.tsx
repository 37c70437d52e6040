import { withCollectionFreshness } from '../freshness/collection-freshness';
import { AllHoldersScreen } from '../holders/all-holders-screen';

/** With "Data as of ..." and the out-of-date banner above it (issue 28). */
export const Component = withCollectionFreshness(AllHoldersScreen);
