import { createSeededRandom, generateDemoCollection, type DemoCollection } from './demo';
import { simulateActivity } from './demo/activity-history';
import { createInMemorySource, type CollectionSnapshot } from './in-memory-source';
import type { CollectionSource } from './types';

/** The generated collection in the shape every source returns. */
export function demoSnapshot(collection: DemoCollection, endAt = Date.now()): CollectionSnapshot {
  const { info } = collection;
  const activity = simulateActivity(
    createSeededRandom(`demo-activity/${info.txIdRev}`),
    collection.tokens,
    collection.sales,
    endAt,
  );
  return {
    info: { ...info },
    tokens: collection.tokens.map((t) => ({
      tokenId: t.tokenId,
      tick: info.tick,
      owner: t.owner,
      opScoreMod: t.opScoreMod,
      stakingPower: t.stakingPower,
      listing: activity.listings.get(t.tokenId) ?? null,
    })),
    histories: activity.histories,
    listingEvents: activity.listingEvents,
    metadata: new Map(
      collection.metadata.map((m) => [
        m.tokenId,
        { name: m.name, description: m.description, image: m.image, attributes: m.attributes.map((a) => ({ ...a })) },
      ]),
    ),
    sales: collection.sales.map((s) => ({ ...s })),
  };
}

export interface DemoSourceOptions {
  seed?: string;
  now?: () => number;
}

const DAY_MS = 86_400_000;

/** The demo sales window ends at the next UTC midnight, so it stays put for a whole day. */
export const demoSalesEnd = (now: number) => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;

/**
 * The deterministic demo collection (no network), generated once per source instance: create one
 * per sync. Tokens, owners and metadata depend only on the seed. Sales come from a 60-day window
 * ending at the next UTC midnight and are handed out as their time passes, so successive syncs
 * add the sales that "happened" since the newest stored one and never the same sale twice.
 */
export function createDemoSource(options: DemoSourceOptions = {}): CollectionSource {
  const now = options.now ?? Date.now;
  return createInMemorySource(
    'demo',
    () => {
      const endAt = demoSalesEnd(now());
      return demoSnapshot(generateDemoCollection({ seed: options.seed, endAt }), endAt);
    },
    now,
  );
}
