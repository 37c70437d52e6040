/**
 * Kaspa address encoding and decoding (bech32-like, cashaddr-style 40-bit polymod checksum).
 *
 * Layout: `<prefix>:<data><checksum>` where data is the version byte followed by the payload,
 * converted from 8-bit to 5-bit groups (zero padded), written with the bech32 charset, and the
 * checksum is 8 characters (40 bits).
 */

export type KaspaPrefix = 'kaspa' | 'kaspatest';
export type KaspaAddressVersion = 0 | 1 | 8;

export interface DecodedKaspaAddress {
  prefix: KaspaPrefix;
  version: KaspaAddressVersion;
  payload: Uint8Array;
}

export class InvalidKaspaAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidKaspaAddressError';
  }
}

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CHARSET_REV: Record<string, number> = Object.fromEntries([...CHARSET].map((c, i) => [c, i]));
const PREFIXES: readonly KaspaPrefix[] = ['kaspa', 'kaspatest'];
const CHECKSUM_LENGTH = 8;

/** Payload length in bytes for each address version. */
export const KASPA_PAYLOAD_LENGTHS: Readonly<Record<KaspaAddressVersion, number>> = {
  0: 32, // Schnorr public key (x-only)
  1: 33, // ECDSA public key (compressed)
  8: 32, // P2SH script hash
};

/**
 * The 40-bit polymod state is kept as two 20-bit halves in plain numbers (no BigInt, so the
 * code runs under any bundler target). Generators 0x98f2bc8e61, 0x79b76d99e2, 0xf33e5fb3c4,
 * 0xae2eabe2a8, 0x1e4f43e470 split into [high 20 bits, low 20 bits].
 */
const GENERATORS: readonly (readonly [number, number])[] = [
  [0x98f2b, 0xc8e61],
  [0x79b76, 0xd99e2],
  [0xf33e5, 0xfb3c4],
  [0xae2ea, 0xbe2a8],
  [0x1e4f4, 0x3e470],
];

/** Cashaddr polymod over 5-bit values, xor 1; returns [high 20 bits, low 20 bits]. */
function polymod(values: readonly number[]): [number, number] {
  let hi = 0;
  let lo = 1;
  for (const d of values) {
    const top = hi >>> 15; // bits 35..39
    hi = ((hi & 0x7fff) << 5) | (lo >>> 15);
    lo = ((lo & 0x7fff) << 5) ^ d;
    for (let i = 0; i < 5; i++) {
      if ((top >>> i) & 1) {
        hi ^= GENERATORS[i][0];
        lo ^= GENERATORS[i][1];
      }
    }
  }
  return [hi, lo ^ 1];
}

function prefixValues(prefix: string): number[] {
  return [...prefix].map((ch) => ch.charCodeAt(0) & 0x1f);
}

function checksum(prefix: string, data: readonly number[]): number[] {
  const [hi, lo] = polymod([...prefixValues(prefix), 0, ...data, ...new Array<number>(CHECKSUM_LENGTH).fill(0)]);
  return [15, 10, 5, 0].map((s) => (hi >>> s) & 0x1f).concat([15, 10, 5, 0].map((s) => (lo >>> s) & 0x1f));
}

function convertBits(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << from) | data[i]) & 0xffffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) {
    return null;
  }
  return out;
}

function isVersion(v: number): v is KaspaAddressVersion {
  return v === 0 || v === 1 || v === 8;
}

export function encodeKaspaAddress(prefix: KaspaPrefix, version: KaspaAddressVersion, payload: Uint8Array): string {
  if (!PREFIXES.includes(prefix)) throw new InvalidKaspaAddressError(`unknown prefix "${String(prefix)}"`);
  if (!isVersion(version)) throw new InvalidKaspaAddressError(`unknown version ${String(version)}`);
  const expected = KASPA_PAYLOAD_LENGTHS[version];
  if (payload.length !== expected) {
    throw new InvalidKaspaAddressError(
      `bad length: version ${version} payload must be ${expected} bytes, got ${payload.length}`,
    );
  }
  const bytes = new Uint8Array(payload.length + 1);
  bytes[0] = version;
  bytes.set(payload, 1);
  const data = convertBits(bytes, 8, 5, true) as number[];
  const all = [...data, ...checksum(prefix, data)];
  return `${prefix}:${all.map((d) => CHARSET[d]).join('')}`;
}

export function decodeKaspaAddress(address: string): DecodedKaspaAddress {
  if (typeof address !== 'string' || address.length === 0) {
    throw new InvalidKaspaAddressError('address is empty');
  }
  const lower = address.toLowerCase();
  const upper = address.toUpperCase();
  if (address !== lower && address !== upper) {
    throw new InvalidKaspaAddressError('address mixes upper and lower case');
  }
  const sep = lower.indexOf(':');
  if (sep < 0) throw new InvalidKaspaAddressError('missing prefix (expected "kaspa:" or "kaspatest:")');
  const prefix = lower.slice(0, sep);
  if (!PREFIXES.includes(prefix as KaspaPrefix)) {
    throw new InvalidKaspaAddressError(`missing prefix: unknown prefix "${prefix}" (expected "kaspa" or "kaspatest")`);
  }
  const body = lower.slice(sep + 1);
  const values: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const v = CHARSET_REV[body[i]];
    if (v === undefined) {
      throw new InvalidKaspaAddressError(`bad character "${body[i]}" at position ${sep + 1 + i}`);
    }
    values.push(v);
  }
  if (values.length <= CHECKSUM_LENGTH) {
    throw new InvalidKaspaAddressError('bad length: address is too short');
  }
  const data = values.slice(0, -CHECKSUM_LENGTH);
  const [hi, lo] = polymod([...prefixValues(prefix), 0, ...values]);
  if (hi !== 0 || lo !== 0) {
    throw new InvalidKaspaAddressError('bad checksum');
  }
  const bytes = convertBits(data, 5, 8, false);
  if (bytes === null || bytes.length === 0) {
    throw new InvalidKaspaAddressError('bad length: data does not decode to whole bytes');
  }
  const version = bytes[0];
  if (!isVersion(version)) throw new InvalidKaspaAddressError(`unknown version ${version}`);
  const payload = Uint8Array.from(bytes.slice(1));
  const expected = KASPA_PAYLOAD_LENGTHS[version];
  if (payload.length !== expected) {
    throw new InvalidKaspaAddressError(
      `bad length: version ${version} payload must be ${expected} bytes, got ${payload.length}`,
    );
  }
  return { prefix: prefix as KaspaPrefix, version, payload };
}

export function isValidKaspaAddress(address: string): boolean {
  try {
    decodeKaspaAddress(address);
    return true;
  } catch {
    return false;
  }
}

/** The signature scheme of an address's key: a wallet signs messages with the scheme its address names. */
export type KaspaKeyType = 'schnorr' | 'ecdsa';

/**
 * Version 0 addresses hold a Schnorr key, version 1 an ECDSA key; a script hash (version 8) or an
 * invalid address holds none.
 */
export function addressKeyType(address: string): KaspaKeyType | null {
  let version: KaspaAddressVersion;
  try {
    version = decodeKaspaAddress(address.trim()).version;
  } catch {
    return null;
  }
  if (version === 0) return 'schnorr';
  if (version === 1) return 'ecdsa';
  return null;
}
