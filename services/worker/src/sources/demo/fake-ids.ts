import type { SeededRandom } from './seeded-random';

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A string shaped like an IPFS CIDv1 (dag-pb, sha2-256, base32): 'bafybei' + 52 characters. */
export function fakeCid(random: SeededRandom): string {
  let cid = 'bafybei';
  for (let i = 0; i < 52; i++) cid += BASE32_ALPHABET[random.int(0, 31)];
  return cid;
}

/** A 64-hex-digit transaction id. */
export function fakeTxId(random: SeededRandom): string {
  return random.hex(64);
}
