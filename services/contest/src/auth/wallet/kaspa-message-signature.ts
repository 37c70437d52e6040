import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

const PERSONAL_MESSAGE_KEY = utf8ToBytes('PersonalMessageSigningHash');
const SIGNATURE_HEX = /^[0-9a-fA-F]{128}$/;

/**
 * Kaspa's personal-message digest: BLAKE2b keyed with "PersonalMessageSigningHash" over the UTF-8
 * text, 32 bytes. KIP-5's prose and sample code say 64 bytes, but its test vectors, its test
 * script and rusty-kaspa (kaspa_hashes::PersonalMessageSigningHash) use 32, and so do the wallets.
 */
export function personalMessageDigest(message: string): Uint8Array {
  return blake2b(utf8ToBytes(message), { dkLen: 32, key: PERSONAL_MESSAGE_KEY });
}

/**
 * The 32-byte x-only key from what a wallet gives: 33-byte compressed hex (02/03 prefix, as
 * KasWare's getPublicKey answers) or 32-byte x-only hex. Null for anything else.
 */
export function xOnlyPublicKey(publicKeyHex: string): Uint8Array | null {
  const hex = publicKeyHex.toLowerCase();
  if (/^0[23][0-9a-f]{64}$/.test(hex)) return hexToBytes(hex.slice(2));
  if (/^[0-9a-f]{64}$/.test(hex)) return hexToBytes(hex);
  return null;
}

/** BIP340 Schnorr verification of a Kaspa personal-message signature (64 bytes hex). */
export function verifyPersonalMessageSignature(message: string, signatureHex: string, xOnlyKey: Uint8Array): boolean {
  if (!SIGNATURE_HEX.test(signatureHex)) return false;
  try {
    return schnorr.verify(hexToBytes(signatureHex.toLowerCase()), personalMessageDigest(message), xOnlyKey);
  } catch {
    return false; // x is not on the curve, or a malformed signature
  }
}

/**
 * ECDSA (secp256k1) verification of a Kaspa personal-message signature, as rusty-kaspa's
 * verify_message_ecdsa: the same 32-byte digest, signed as it is (no further hashing), the
 * signature as 64 bytes r||s in hex ("compact"), against the 33-byte compressed key. A high-S
 * signature is accepted too (libsecp256k1 would refuse it): some signers do not normalise S, and
 * the malleability it allows changes nothing for a single-use nonce.
 */
export function verifyPersonalMessageEcdsa(message: string, signatureHex: string, compressedKey: Uint8Array): boolean {
  if (!SIGNATURE_HEX.test(signatureHex)) return false;
  try {
    return secp256k1.verify(hexToBytes(signatureHex.toLowerCase()), personalMessageDigest(message), compressedKey, {
      prehash: false,
      lowS: false,
      format: 'compact',
    });
  } catch {
    return false; // not a point on the curve, or r/s out of range
  }
}
