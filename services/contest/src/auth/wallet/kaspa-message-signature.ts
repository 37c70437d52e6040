import { schnorr } from '@noble/curves/secp256k1';
import { blake2b } from '@noble/hashes/blake2';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

const PERSONAL_MESSAGE_KEY = utf8ToBytes('PersonalMessageSigningHash');

/** Kaspa's personal-message digest: BLAKE2b-256 keyed with "PersonalMessageSigningHash" over the UTF-8 text. */
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
  if (!/^[0-9a-fA-F]{128}$/.test(signatureHex)) return false;
  try {
    return schnorr.verify(hexToBytes(signatureHex.toLowerCase()), personalMessageDigest(message), xOnlyKey);
  } catch {
    return false; // x is not on the curve, or a malformed signature
  }
}
