/**
 * The demo collection's trait values and how many of the 10,000 NFTs carry each one.
 * Counts per trait type sum to the collection size; the distinct-value counts per type and the
 * Role and Type counts match the real NACHO collection, the value names are our own.
 */

export const COLLECTION_SIZE = 10_000;

export type TraitType = 'Base' | 'Head' | 'Face' | 'Mood' | 'Collar' | 'Outfit' | 'Tail' | 'Role' | 'Realm' | 'Type';

export interface TraitValueCount {
  value: string;
  count: number;
}

/** Trait types drawn from the catalog, in the order they appear in an NFT's attributes (Type follows them). */
export const DRAWN_TRAIT_TYPES = ['Base', 'Head', 'Face', 'Mood', 'Collar', 'Outfit', 'Tail', 'Role', 'Realm'] as const;
export type DrawnTraitType = (typeof DRAWN_TRAIT_TYPES)[number];

const counts = (entries: Record<string, number>): TraitValueCount[] =>
  Object.entries(entries).map(([value, count]) => ({ value, count }));

export const TRAIT_CATALOG: Record<DrawnTraitType, TraitValueCount[]> = {
  Base: counts({
    peach: 660, mint: 675, lavender: 650, 'sky blue': 682, 'butter yellow': 668,
    coral: 645, slate: 690, sand: 664, rose: 656, seafoam: 672,
    'cozy living room': 223, 'rooftop at dusk': 196, 'cherry blossom park': 190, 'autumn forest': 184,
    'pumpkin patch': 178, 'moonlit garden': 172, 'fish market': 166, 'toy shop': 160, library: 154,
    bakery: 148, 'lighthouse coast': 142, 'hot air balloons': 136, arcade: 130, 'jungle temple': 124,
    'northern lights': 118, 'glacier cave': 112, 'neon alley': 106, 'tea house': 100, 'cloud kingdom': 94,
    'sunflower field': 88, 'deep space': 82, 'coral reef': 76, 'haunted manor': 70, 'crystal desert': 64,
    'bamboo grove': 58, 'mushroom forest': 52, 'snow globe': 8, 'lava lake': 5, 'rainbow bridge': 2,
  }),
  Head: counts({
    'knitted bobble hat': 900, 'party cone': 860, 'orange beret': 820, 'bucket hat': 800,
    'snapback cap': 740, earmuffs: 676, 'chef toque': 560, 'flower crown': 420, 'propeller cap': 390,
    'bunny ears': 380, 'sailor cap': 360, 'frog hood': 340, 'bear hood': 330, 'graduation cap': 300,
    'detective hat': 280, 'fish bone clip': 260, 'leaf sprout': 240, 'pumpkin hat': 210,
    'cherry clip': 180, 'traffic cone': 150, lampshade: 120, fez: 110, 'bowler hat': 100,
    'devil horns': 90, 'unicorn horn': 80, 'laurel wreath': 70, 'ninja hood': 60, 'space helmet': 50,
    'samurai helmet': 40, 'beekeeper veil': 30, 'pharaoh headdress': 20, 'cloud puff': 12,
    'moon bonnet': 9, 'ice cream scoop': 6, 'alien antennae': 4, 'ruby diadem': 2, 'meteor crown': 1,
  }),
  Face: counts({
    'round eyes': 5_224, 'sleepy eyes': 420, 'round spectacles': 360, 'aviator shades': 330,
    'star eyes': 300, 'sparkle eyes': 290, 'heart eyes': 280, 'fish eyes': 260, 'swirl eyes': 240,
    'pixel shades': 230, 'teary eyes': 220, 'cyber visor': 200, 'ski goggles': 190, 'bandit mask': 180,
    'nerd glasses': 170, 'half-moon glasses': 150, 'rainbow shades': 140, 'whisker paint': 120,
    'blush cheeks': 110, freckles: 100, 'tiger stripes': 100, 'butterfly mask': 80, scar: 70, 'robot eyes': 60,
    'diving goggles': 50, 'lava eyes': 40, 'kaleidoscope eyes': 30, 'x-ray specs': 20,
    'ghost eyes': 14, 'opal lorgnette': 9, 'void eyes': 6, 'clockwork goggles': 4,
    'masquerade veil': 2, 'third eye': 1,
  }),
  Mood: counts({ calm: 4_600, cheerful: 2_800, sly: 1_300, sleepy: 900, grumpy: 382, startled: 18 }),
  Collar: counts({
    'red ribbon': 1_900, 'bell collar': 1_750, 'spiked collar': 1_400, 'bow tie': 1_250,
    'pearl necklace': 1_000, 'silver chain': 800, 'knitted scarf': 700, 'flower garland': 800,
    'paw pendant': 300, 'crystal choker': 100,
  }),
  Outfit: counts({
    'striped sweater': 690, hoodie: 680, 'denim jacket': 610, raincoat: 590, pajamas: 570,
    'tropical shirt': 550, 'bomber jacket': 530, 'varsity jacket': 510, 'chef coat': 490,
    'painter smock': 470, 'sailor suit': 450, tracksuit: 430, cardigan: 410, 'polo shirt': 390,
    'plaid flannel': 370, 'trench coat': 350, poncho: 320, 'wizard robe': 290, 'ninja gi': 260,
    'pirate coat': 230, 'knight armor': 200, 'scuba suit': 170, 'moon suit': 140, tutu: 110,
    'bee costume': 80, cape: 60, 'dino onesie': 40, 'golden armor': 7, 'starlight gown': 3,
  }),
  Tail: counts({
    fluffy: 7_100, striped: 1_200, curly: 700, bushy: 400, 'bow-tied': 250, stubby: 180,
    flame: 100, crystal: 50, comet: 15, twin: 5,
  }),
  Role: counts({ seeker: 5_021, scribe: 3_069, keeper: 1_097, alchemist: 567, sovereign: 246 }),
  Realm: counts({ '1': 260, '2': 470, '3': 690, '4': 880, '5': 1_100, '6': 1_300, '7': 1_500, '8': 1_760, '9': 2_040 }),
};

export const TYPE_VALUES = { common: 'random', rare: 'rare', unique: 'unique' } as const;
export const EDITION_TRAIT = 'Edition';
export const EDITION_VALUES = { rare: '1 of 2', unique: '1 of 1' } as const;
export const UNIQUE_COUNT = 10;
export const RARE_PAIR_COUNT = 25;
