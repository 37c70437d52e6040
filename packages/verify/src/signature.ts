import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import type { PublicKeyEntry } from './encoding';
import { fromHex, toHex } from './hex';

/** A key's id: the first 16 hex digits of SHA-256 over its raw 32 bytes. */
export const keyIdOf = (publicKey: Uint8Array): string => toHex(sha256(publicKey)).slice(0, 16);

/** SHA-256 of a text (a seal's id is that of its statement), hex. */
export const textHash = (text: string): string => toHex(sha256(utf8ToBytes(text)));

export type SignatureCheck = { ok: true; key: PublicKeyEntry } | { ok: false; why: string };

/**
 * Checks an Ed25519 signature over `text` by the listed key named `keyId`. The key must be what
 * its id says (an entry whose key was swapped fails), and `at` (ISO) must fall in its validity.
 */
export function checkSignature(
  text: string,
  signatureHex: string,
  keyId: string,
  keys: readonly PublicKeyEntry[],
  at?: string,
): SignatureCheck {
  const key = keys.find((k) => k.keyId === keyId);
  if (!key) return { ok: false, why: `it names key ${keyId}, which is not among the contest's keys` };
  let publicKey: Uint8Array;
  let signature: Uint8Array;
  try {
    publicKey = fromHex(key.publicKey);
    signature = fromHex(signatureHex);
  } catch {
    return { ok: false, why: 'its key or signature is not hex' };
  }
  if (keyIdOf(publicKey) !== keyId) return { ok: false, why: `key ${keyId} listed is not the key of that id` };
  if (at && ((key.validFrom && at < key.validFrom) || (key.validUntil && at >= key.validUntil)))
    return { ok: false, why: `it was made at ${at}, outside the validity of key ${keyId}` };
  let valid = false;
  try {
    valid = signature.length === 64 && ed25519.verify(signature, utf8ToBytes(text), publicKey);
  } catch {
    valid = false;
  }
  return valid ? { ok: true, key } : { ok: false, why: `its signature does not verify with key ${keyId}` };
}
