import { encodeKaspaAddress } from '@nacho/domain';
import type { SeededRandom } from './seeded-random';
import { COLLECTION_SIZE } from './trait-catalog';

/** Holder tiers from the biggest wallet down; whatever is left goes to wallets of 1-3 NFTs. */
const HOLDER_TIERS: { wallets: number; min: number; max: number }[] = [
  { wallets: 1, min: 350, max: 650 },
  { wallets: 6, min: 100, max: 260 },
  { wallets: 30, min: 30, max: 90 },
  { wallets: 150, min: 10, max: 29 },
  { wallets: 250, min: 4, max: 9 },
];

export function randomKaspaAddress(random: SeededRandom): string {
  return encodeKaspaAddress('kaspa', 0, random.bytes(32));
}

/** Wallet sizes, largest first, summing to exactly COLLECTION_SIZE. */
function holderSizes(random: SeededRandom): number[] {
  const sizes: number[] = [];
  let left = COLLECTION_SIZE;
  const take = (wanted: number) => {
    const size = Math.min(wanted, left);
    if (size > 0) sizes.push(size);
    left -= size;
  };
  for (const tier of HOLDER_TIERS) {
    for (let i = 0; i < tier.wallets; i++) take(random.int(tier.min, tier.max));
  }
  while (left > 0) {
    const roll = random.next();
    take(roll < 0.6 ? 1 : roll < 0.87 ? 2 : 3);
  }
  return sizes.sort((a, b) => b - a);
}

/** Owner address per token id (index 0 is token 1). */
export function assignOwners(random: SeededRandom): string[] {
  const sizes = holderSizes(random);
  const used = new Set<string>();
  const addresses = sizes.map(() => {
    let address = randomKaspaAddress(random);
    while (used.has(address)) address = randomKaspaAddress(random);
    used.add(address);
    return address;
  });
  const tokenIds = random.shuffle(Array.from({ length: COLLECTION_SIZE }, (_, i) => i + 1));
  const owners: string[] = new Array<string>(COLLECTION_SIZE);
  let next = 0;
  sizes.forEach((size, holder) => {
    for (let i = 0; i < size; i++) owners[tokenIds[next++] - 1] = addresses[holder];
  });
  return owners;
}
