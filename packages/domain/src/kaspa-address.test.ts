import type { KaspaAddressVersion, KaspaPrefix } from './kaspa-address';
import {
  addressKeyType,
  decodeKaspaAddress,
  encodeKaspaAddress,
  InvalidKaspaAddressError,
  isValidKaspaAddress,
} from './kaspa-address';

const KIP5_PUBKEY = 'f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9';
const KIP5_ADDRESS = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';

function hex(s: string): Uint8Array {
  return Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));
}
function toHex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}
function bytes(n: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed * 7 + 3) & 0xff);
}
function expectError(address: string, message: RegExp): void {
  let caught: unknown;
  try {
    decodeKaspaAddress(address);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(InvalidKaspaAddressError);
  expect((caught as Error).message).toMatch(message);
}
/** Replace the character at index i with a different charset character. */
function flip(address: string, i: number): string {
  const c = address[i];
  const other = c === 'q' ? 'p' : 'q';
  return address.slice(0, i) + other + address.slice(i + 1);
}

describe('KIP-5 test vector', () => {
  it('encodes the x-only public key as version 0 on mainnet', () => {
    expect(encodeKaspaAddress('kaspa', 0, hex(KIP5_PUBKEY))).toBe(KIP5_ADDRESS);
  });

  it('decodes the vector back to prefix, version and key', () => {
    const d = decodeKaspaAddress(KIP5_ADDRESS);
    expect(d.prefix).toBe('kaspa');
    expect(d.version).toBe(0);
    expect(toHex(d.payload)).toBe(KIP5_PUBKEY);
    expect(isValidKaspaAddress(KIP5_ADDRESS)).toBe(true);
  });

  it('accepts the all-uppercase form', () => {
    const d = decodeKaspaAddress(KIP5_ADDRESS.toUpperCase());
    expect(d.prefix).toBe('kaspa');
    expect(toHex(d.payload)).toBe(KIP5_PUBKEY);
  });
});

describe('round trips', () => {
  const cases: [KaspaPrefix, KaspaAddressVersion, number][] = [
    ['kaspa', 0, 32],
    ['kaspa', 1, 33],
    ['kaspa', 8, 32],
    ['kaspatest', 0, 32],
    ['kaspatest', 1, 33],
    ['kaspatest', 8, 32],
  ];
  it.each(cases)('%s version %i (%i bytes)', (prefix, version, len) => {
    const payload = bytes(len, version + prefix.length);
    const address = encodeKaspaAddress(prefix, version, payload);
    expect(address.startsWith(`${prefix}:`)).toBe(true);
    const d = decodeKaspaAddress(address);
    expect(d).toEqual({ prefix, version, payload });
    expect(isValidKaspaAddress(address)).toBe(true);
  });

  it('the same payload under the other prefix gets a different checksum', () => {
    const p = hex(KIP5_PUBKEY);
    const main = encodeKaspaAddress('kaspa', 0, p);
    const test = encodeKaspaAddress('kaspatest', 0, p);
    expect(main.slice('kaspa:'.length, -8)).toBe(test.slice('kaspatest:'.length, -8));
    expect(main.slice(-8)).not.toBe(test.slice(-8));
    // swapping the prefix alone breaks the checksum
    expectError(`kaspatest:${main.slice('kaspa:'.length)}`, /checksum/);
  });

  it('the first data character encodes the version: v0 -> q, v8 -> p', () => {
    expect(encodeKaspaAddress('kaspa', 0, bytes(32, 1))[6]).toBe('q');
    expect(encodeKaspaAddress('kaspa', 8, bytes(32, 1))[6]).toBe('p');
  });
});

describe('encode rejects wrong payload lengths', () => {
  it.each([
    [0, 33],
    [0, 31],
    [1, 32],
    [1, 34],
    [8, 33],
    [8, 0],
  ] as [KaspaAddressVersion, number][])('version %i with %i bytes', (version, len) => {
    expect(() => encodeKaspaAddress('kaspa', version, new Uint8Array(len))).toThrow(InvalidKaspaAddressError);
    expect(() => encodeKaspaAddress('kaspa', version, new Uint8Array(len))).toThrow(/length/);
  });

  it('rejects an unknown version', () => {
    expect(() => encodeKaspaAddress('kaspa', 2 as KaspaAddressVersion, new Uint8Array(32))).toThrow(/version/);
  });
});

describe('decode errors', () => {
  it('a flipped data character fails the checksum', () => {
    for (const i of [6, 20, KIP5_ADDRESS.length - 1]) {
      const bad = flip(KIP5_ADDRESS, i);
      expect(bad).not.toBe(KIP5_ADDRESS);
      expectError(bad, /checksum/);
      expect(isValidKaspaAddress(bad)).toBe(false);
    }
  });

  it('rejects mixed case', () => {
    const mixed = 'kaspa:' + KIP5_ADDRESS.slice(6, 10).toUpperCase() + KIP5_ADDRESS.slice(10);
    expectError(mixed, /mix/);
    expectError('Kaspa:' + KIP5_ADDRESS.slice(6), /mix/);
    expect(isValidKaspaAddress(mixed)).toBe(false);
  });

  it('requires a known prefix', () => {
    expectError(KIP5_ADDRESS.slice(6), /missing prefix/);
    expectError('bitcoincash:' + KIP5_ADDRESS.slice(6), /prefix/);
    expectError(':' + KIP5_ADDRESS.slice(6), /prefix/);
  });

  it('rejects characters outside the charset', () => {
    for (const ch of ['b', 'i', 'o', '1']) {
      expectError(KIP5_ADDRESS.slice(0, 10) + ch + KIP5_ADDRESS.slice(11), /bad character "/);
    }
  });

  it('rejects empty and too-short bodies', () => {
    expectError('', /empty/);
    expectError('kaspa:', /length/);
    expectError('kaspa:qqqqqqqq', /length/);
  });

  it('rejects a valid checksum over a payload of the wrong length', () => {
    expectError(forge('kaspa', [0, ...bytes(33, 5)]), /bad length: version 0 payload must be 32 bytes, got 33/);
    expectError(forge('kaspa', [1, ...bytes(32, 5)]), /bad length: version 1 payload must be 33 bytes, got 32/);
    expectError(forge('kaspatest', [8, ...bytes(20, 5)]), /bad length/);
    // the forger itself is sound: a correct payload decodes
    expect(decodeKaspaAddress(forge('kaspa', [0, ...hex(KIP5_PUBKEY)]))).toEqual(decodeKaspaAddress(KIP5_ADDRESS));
  });

  it('rejects an unknown version byte with a valid checksum', () => {
    expectError(forge('kaspa', [2, ...bytes(32, 9)]), /unknown version 2/);
    expectError(forge('kaspa', [16, ...bytes(32, 9)]), /unknown version 16/);
  });
});

/** Independent encoder used to build addresses with valid checksums but bad contents. */
function forge(prefix: string, raw: number[]): string {
  let acc = 0;
  let bits = 0;
  let data = '';
  const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  for (const b of raw) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      data += CHARSET[(acc >> bits) & 31];
    }
    acc &= 0xff;
  }
  if (bits > 0) data += CHARSET[(acc << (5 - bits)) & 31];
  return reChecksum(prefix, data);
}

function reChecksum(prefix: string, data: string): string {
  const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  const gens = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  const values = [...prefix]
    .map((c) => c.charCodeAt(0) & 31)
    .concat(
      [0],
      [...data].map((c) => CHARSET.indexOf(c)),
      [0, 0, 0, 0, 0, 0, 0, 0],
    );
  let c = 1n;
  for (const v of values) {
    const top = c >> 35n;
    c = ((c & 0x7ffffffffn) << 5n) ^ BigInt(v);
    gens.forEach((g, i) => {
      if ((top >> BigInt(i)) & 1n) c ^= g;
    });
  }
  c ^= 1n;
  let sum = '';
  for (let i = 7; i >= 0; i--) sum += CHARSET[Number((c >> BigInt(5 * i)) & 31n)];
  return `${prefix}:${data}${sum}`;
}

describe('addressKeyType', () => {
  it('is schnorr for version 0, ecdsa for version 1, none for a script hash or garbage', () => {
    expect(addressKeyType(KIP5_ADDRESS)).toBe('schnorr');
    expect(addressKeyType(` ${KIP5_ADDRESS.toUpperCase()} `)).toBe('schnorr');
    expect(addressKeyType(encodeKaspaAddress('kaspatest', 1, Uint8Array.from([2, ...hex(KIP5_PUBKEY)])))).toBe('ecdsa');
    expect(addressKeyType(encodeKaspaAddress('kaspa', 8, bytes(32, 1)))).toBeNull();
    expect(addressKeyType('kaspa:qqq')).toBeNull();
  });
});
