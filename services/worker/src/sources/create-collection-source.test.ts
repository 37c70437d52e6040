import { testConfig } from '@nacho/core/testing';
import { createCollectionSource } from './create-collection-source';

describe('createCollectionSource', () => {
  it('is the demo source by default and the KRC-721 indexer source when configured', () => {
    expect(createCollectionSource(testConfig()).name).toBe('demo');
    const krc721 = createCollectionSource(testConfig({ COLLECTION_SOURCE: 'krc721' }));
    expect(krc721.name).toBe('krc721');
    expect(krc721.fetchSales).toBeUndefined();
  });
});
