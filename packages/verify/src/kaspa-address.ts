/*
 * Enough of Kaspa's address format to read the key out of an address: `prefix:` then base32
 * (the bech32 alphabet) of a version byte and the payload, ending in a 40-bit checksum (the
 * cashaddr polymod over the prefix's low 5 bits, a 0, and the data).
 */

export const ADDRESS_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
const CHECKSUM_CHARS = 8;

export interface KaspaAddressKey {
  prefix: string;
  /** 0: a Schnorr key (32-byte x-only payload); 1: an ECDSA key (33-byte compressed payload). */
  version: 0 | 1;
  payload: Uint8Array;
}

/** The cashaddr polymod of the prefix and 5-bit values, xor 1: zero over an address with its checksum. */
export function addressPolymod(prefix: string, values: readonly number[]): bigint {
  let c = 1n;
  for (const v of [...[...prefix].map((ch) => ch.charCodeAt(0) & 31), 0, ...values]) {
    const top = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(v);
    GENERATORS.forEach((g, i) => {
      if ((top >> BigInt(i)) & 1n) c ^= g;
    });
  }
  return c ^ 1n;
}

/** The key an address names, or null when it is not a valid Kaspa address of a key (P2SH has none). */
export function addressKey(address: string): KaspaAddressKey | null {
  const [prefix, body, extra] = address.toLowerCase().split(':');
  if (address !== address.toLowerCase() || !prefix || !body || extra !== undefined) return null;
  const values = [...body].map((ch) => ADDRESS_ALPHABET.indexOf(ch));
  if (values.some((v) => v < 0) || values.length <= CHECKSUM_CHARS || addressPolymod(prefix, values) !== 0n)
    return null;
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const v of values.slice(0, -CHECKSUM_CHARS)) {
    acc = ((acc << 5) | v) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  const [version, ...payload] = bytes;
  if (version === 0 && payload.length === 32) return { prefix, version, payload: Uint8Array.from(payload) };
  if (version === 1 && payload.length === 33) return { prefix, version, payload: Uint8Array.from(payload) };
  return null;
}
