import { generateDemoCollection } from '../sources/demo';
import { demoSnapshot } from '../sources/demo-source';
import { createInMemorySource, type CollectionSnapshot } from '../sources/in-memory-source';
import type { CollectionSource } from '../sources/types';
import { sampleOfTokens } from './sample-of-tokens';

/** Tokens in the small demo collection: every special NFT and the first common ones. */
export const SMALL_DEMO_TOKENS = 500;

let snapshot: CollectionSnapshot | undefined;

/**
 * The demo collection cut to SMALL_DEMO_TOKENS (sampleOfTokens), generated once per test file: for
 * tests of what runs a sync (job runners, schedules, triggers), which need a sync, not 10,000 NFTs.
 */
export function smallDemoSource(): CollectionSource {
  snapshot ??= sampleOfTokens(demoSnapshot(generateDemoCollection({ seed: 'small-demo' })), SMALL_DEMO_TOKENS);
  const taken = snapshot;
  return createInMemorySource('demo', () => taken);
}
