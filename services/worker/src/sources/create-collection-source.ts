import type { Config } from '@nacho/core';
import { createDemoSource } from './demo-source';
import { createKrc721Source } from './krc721';
import type { CollectionSource } from './types';

/** The configured source (COLLECTION_SOURCE); make one per sync, the demo source generates once per instance. */
export function createCollectionSource(
  config: Pick<Config, 'collectionSource' | 'krc721ApiUrls' | 'krc721Network' | 'collectionTick' | 'ipfsGateways'>,
): CollectionSource {
  if (config.collectionSource === 'krc721') {
    return createKrc721Source({
      apiUrls: config.krc721ApiUrls,
      network: config.krc721Network,
      tick: config.collectionTick,
      ipfsGateways: config.ipfsGateways,
    });
  }
  return createDemoSource();
}
