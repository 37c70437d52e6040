import { createDemoSource } from '../sources/demo-source';
import type { CollectionSource } from '../sources/types';

/** The demo source, except that metadata fetches wait until the run is aborted. */
export function metadataBlockingDemoSource(onBlocked?: () => void): CollectionSource {
  const demo = createDemoSource();
  return {
    ...demo,
    fetchMetadata: (_tokenId, _info, signal) =>
      new Promise((_resolve, reject) => {
        onBlocked?.();
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
  };
}
