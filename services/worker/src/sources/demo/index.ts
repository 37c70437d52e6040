export { generateDemoCollection, DEFAULT_DEMO_SEED } from './generate-demo-collection';
export type {
  DemoCollection,
  DemoCollectionInfo,
  DemoCollectionOptions,
  DemoNftMetadata,
  DemoToken,
} from './demo-collection-types';
export type { DemoSale } from './market-sales';
export { createSeededRandom } from './seeded-random';
export type { SeededRandom } from './seeded-random';
