import { schnorr } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { encodeKaspaAddress } from '@nacho/domain';
import { personalMessageDigest, verifyPersonalMessageSignature, xOnlyPublicKey } from './kaspa-message-signature';

// KIP-5 test vector 0 (also in rusty-kaspa's message signing tests), see DESIGN section 3.
const MESSAGE = 'Hello Kaspa!';
const PRIVATE_KEY = '0000000000000000000000000000000000000000000000000000000000000003';
const X_ONLY = 'f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9';
const SIGNATURE =
  '40b9bb2be0ae02607279eda64015a8d86e3763279170340b8243f7ce5344d77aff1191598baf2fd26149cac3b4b12c2c433261c00834db6098cb172aa48ef522';
const ADDRESS = 'kaspa:qrunpzspjfvvxyzfx38ct7ya2g5m2vwggkpklxdsscqlzyauuqm0ju6q2fjpa';

describe('Kaspa personal-message signatures', () => {
  it('signing the KIP-5 message with zero aux randomness gives the published signature', () => {
    const signature = schnorr.sign(personalMessageDigest(MESSAGE), hexToBytes(PRIVATE_KEY), new Uint8Array(32));
    expect(bytesToHex(signature)).toBe(SIGNATURE);
  });

  it('verifies the published vector and derives the published address', () => {
    const key = xOnlyPublicKey(X_ONLY)!;
    expect(verifyPersonalMessageSignature(MESSAGE, SIGNATURE, key)).toBe(true);
    expect(encodeKaspaAddress('kaspa', 0, key)).toBe(ADDRESS);
  });

  it('accepts the compressed form of the key (either parity prefix gives the same x)', () => {
    expect(bytesToHex(xOnlyPublicKey(`02${X_ONLY}`)!)).toBe(X_ONLY);
    expect(bytesToHex(xOnlyPublicKey(`03${X_ONLY.toUpperCase()}`)!)).toBe(X_ONLY);
    expect(xOnlyPublicKey(`04${X_ONLY}`)).toBeNull();
    expect(xOnlyPublicKey(X_ONLY.slice(2))).toBeNull();
    expect(xOnlyPublicKey(`zz${X_ONLY.slice(2)}`)).toBeNull();
  });

  it('fails for a changed message, key or signature', () => {
    const key = xOnlyPublicKey(X_ONLY)!;
    expect(verifyPersonalMessageSignature('Hello Kaspa?', SIGNATURE, key)).toBe(false);
    const otherKey = schnorr.getPublicKey(hexToBytes(PRIVATE_KEY.replace(/3$/, '4')));
    expect(verifyPersonalMessageSignature(MESSAGE, SIGNATURE, otherKey)).toBe(false);
    const flipped = SIGNATURE.slice(0, -1) + (SIGNATURE.endsWith('2') ? '3' : '2');
    expect(verifyPersonalMessageSignature(MESSAGE, flipped, key)).toBe(false);
    expect(verifyPersonalMessageSignature(MESSAGE, SIGNATURE.slice(2), key)).toBe(false);
  });

  it('treats an x that is not on the curve as a failed verification, not an exception', () => {
    expect(verifyPersonalMessageSignature(MESSAGE, SIGNATURE, new Uint8Array(32).fill(0xff))).toBe(false);
  });
});
