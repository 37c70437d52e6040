import type { TraitStats, TraitTypeStats } from '../../api/explorer-types';

const value = (name: string, count: number) => ({ value: name, count, percentage: (count / 10000) * 100 });

/** A GET /api/nft/trait-stats result in the service's shape (most common first), cut down from the demo collection. */
export const HEAD: TraitTypeStats = {
  name: 'Head',
  values: [
    value('knitted bobble hat', 900),
    value('party cone', 860),
    value('orange beret', 820),
    value('bucket hat', 800),
    value('beanie', 800),
    value('bowler hat', 100),
    value('cloud puff', 12),
    value('meteor crown', 1),
  ],
};

export const TRAIT_STATS: TraitStats = {
  totalNfts: 10000,
  traitStats: [
    HEAD,
    { name: 'Face', values: [value('round eyes', 5224), value('sleepy eyes', 420), value('star eyes', 300)] },
    { name: 'Mood', values: [value('calm', 4600), value('cheerful', 2800), value('sleepy', 2600)] },
    { name: 'Type', values: [value('random', 9940), value('rare', 50), value('unique', 10)] },
    { name: 'Realm', values: [value('9', 2040), value('10', 1760), value('1', 200)] },
  ],
};
